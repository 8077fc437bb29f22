import type { ContactRequest } from '@mathwise/api-contract';
import type { MailMessage } from '../../../platform/mail/mailer';
import type { MailContent } from '../../../platform/mail/templates/mail-layout';
import { renderMailHtml, renderMailText } from '../../../platform/mail/templates/mail-layout';

const ROLE_LABELS: Record<ContactRequest['role'], string> = {
  parent: 'Parent',
  student: 'Student',
  teacher: 'Teacher',
  other: 'Other',
};

/**
 * The notification support receives for a contact message. Every visitor value goes through the layout's escaping,
 * and the text part is plain text, so nothing a visitor types can run or reshape the mail.
 */
export function buildContactNotificationEmail(
  supportAddress: string,
  contact: ContactRequest,
  messageId: number,
): MailMessage {
  const fullName = `${contact.first_name} ${contact.last_name}`;
  const content: MailContent = {
    heading: `New contact message from ${fullName}`,
    paragraphs: [
      `Role: ${ROLE_LABELS[contact.role]}`,
      `Name: ${fullName}`,
      `E-mail: ${contact.email}`,
      `Phone: ${contact.phone ?? 'not given'}`,
      'Message:',
      contact.message,
    ],
    footnote: `Stored as contact message #${messageId}. Reply to the visitor at ${contact.email}.`,
  };
  return {
    to: supportAddress,
    subject: `Contact message #${messageId} from ${fullName}`,
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
