import type { MailMessage } from '../../../platform/mail/mailer';
import type { MailContent } from '../../../platform/mail/templates/mail-layout';
import { renderMailHtml, renderMailText } from '../../../platform/mail/templates/mail-layout';

/** Confirms a newsletter sign-up; the unsubscribe link works from the first mail on (CASL asks for one). */
export function buildNewsletterWelcomeEmail(email: string, unsubscribeUrl: string): MailMessage {
  const content: MailContent = {
    heading: 'You are on the Mathwise newsletter',
    paragraphs: [
      'Thank you for signing up. About once a month we send new practice ideas for Grades 6 to 8, curriculum news and product updates.',
      'If you did not ask for this, or change your mind later, one click on the link below takes you off the list.',
    ],
    action: { label: 'Unsubscribe', url: unsubscribeUrl },
    footnote: 'You receive this message because this address was entered in the newsletter form on Mathwise.',
  };
  return {
    to: email,
    subject: 'Welcome to the Mathwise newsletter',
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
