import type { MailMessage } from '../../platform/mail/mailer';
import type { MailContent } from '../../platform/mail/templates/mail-layout';
import { renderMailHtml, renderMailText } from '../../platform/mail/templates/mail-layout';

/** The mail a parent's new or newly connected student receives (POST /api/welcome-email-student). */
export function buildWelcomeLearnerEmail(details: {
  learnerName: string;
  learnerEmail: string;
  parentName: string;
  loginUrl: string;
}): MailMessage {
  const content: MailContent = {
    heading: `Welcome to Mathwise, ${details.learnerName}!`,
    paragraphs: [
      `${details.parentName} added you to their Mathwise membership, so you can practise Grade 6 to 8 math at your own pace.`,
      `Log in with this e-mail address (${details.learnerEmail}) and the password you were given. You can change your name, password and picture in your account settings.`,
    ],
    action: { label: 'Log in to Mathwise', url: details.loginUrl },
    footnote: `If you do not know ${details.parentName}, please reply to this message and we will look into it.`,
  };
  return {
    to: details.learnerEmail,
    subject: 'Welcome to Mathwise',
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
