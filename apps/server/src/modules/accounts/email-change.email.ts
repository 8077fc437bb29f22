import type { MailMessage } from '../../platform/mail/mailer';
import type { MailContent } from '../../platform/mail/templates/mail-layout';
import { renderMailHtml, renderMailText } from '../../platform/mail/templates/mail-layout';

/** Sent to the NEW address: the change takes effect only when its owner follows the link. */
export function buildConfirmEmailChangeEmail(details: {
  name: string;
  newEmail: string;
  confirmUrl: string;
  expiresInHours: number;
}): MailMessage {
  const content: MailContent = {
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `Hi ${details.name},`,
      `We received a request to use ${details.newEmail} for a Mathwise account. Confirm it to make the change; you will then log in with this address.`,
    ],
    action: { label: 'Confirm my new e-mail', url: details.confirmUrl },
    footnote: `This link expires in ${details.expiresInHours} hours. If you did not ask for this change, ignore this message and nothing will change.`,
  };
  return {
    to: details.newEmail,
    subject: 'Confirm your new Mathwise e-mail address',
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}

/** Sent to the OLD address once the change is made, so a change nobody asked for does not go unnoticed. */
export function buildEmailChangedNoticeEmail(details: {
  name: string;
  oldEmail: string;
  newEmail: string;
  supportAddress: string;
}): MailMessage {
  const content: MailContent = {
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `Hi ${details.name},`,
      `Your Mathwise account now uses ${details.newEmail} instead of this address, and every session was signed out.`,
      `If you did not make this change, contact ${details.supportAddress} right away.`,
    ],
  };
  return {
    to: details.oldEmail,
    subject: 'Your Mathwise e-mail address was changed',
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
