import type { MailMessage } from '../mailer';
import type { MailContent } from './mail-layout';
import { renderMailHtml, renderMailText } from './mail-layout';

/**
 * Sent instead of a verification link when someone signs up with an address that already has an account: the
 * sign-up answers exactly as for a new address (docs/decisions/020), and only the address's owner learns more.
 */
export function buildExistingAccountSignUpEmail(
  recipient: { name: string; email: string },
  loginUrl: string,
): MailMessage {
  const content: MailContent = {
    heading: 'You already have a Mathwise account',
    paragraphs: [
      `Hi ${recipient.name},`,
      'Someone just tried to create a Mathwise account with this e-mail address, which already has one. ' +
        'Nothing was changed: your account, its password and its students are as they were.',
      'If it was you, log in with your existing password instead.',
    ],
    action: { label: 'Log in to Mathwise', url: loginUrl },
    footnote: 'If it was not you, you can ignore this message.',
  };
  return {
    to: recipient.email,
    subject: 'Your Mathwise account already exists',
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
