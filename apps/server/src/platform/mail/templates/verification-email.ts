import type { MailMessage } from '../mailer';
import type { MailContent } from './mail-layout';
import { renderMailHtml, renderMailText } from './mail-layout';

export function buildVerificationEmail(
  recipient: { name: string; email: string },
  verifyUrl: string,
): MailMessage {
  const content: MailContent = {
    heading: 'Verify your e-mail address',
    paragraphs: [
      `Hi ${recipient.name},`,
      'Welcome to Mathwise! Please confirm that this is your e-mail address so we can keep your account safe.',
    ],
    action: { label: 'Verify my e-mail', url: verifyUrl },
    footnote:
      'This link expires in 24 hours. If you did not create a Mathwise account, you can ignore this message.',
  };
  return {
    to: recipient.email,
    subject: 'Verify your Mathwise e-mail address',
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
