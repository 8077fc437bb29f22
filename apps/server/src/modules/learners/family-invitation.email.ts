import type { MailMessage } from '../../platform/mail/mailer';
import type { MailContent } from '../../platform/mail/templates/mail-layout';
import { renderMailHtml, renderMailText } from '../../platform/mail/templates/mail-layout';

/**
 * The mail telling a learner that a parent asks to connect their account. It only points to the learner's own pages:
 * the answer is given signed in (docs/decisions/018), so the mail carries no link that accepts.
 */
export function buildFamilyInvitationEmail(details: {
  learnerEmail: string;
  parentName: string;
  parentEmail: string;
  answerUrl: string;
}): MailMessage {
  const content: MailContent = {
    heading: `${details.parentName} asks to add you to their students`,
    paragraphs: [
      `${details.parentName} (${details.parentEmail}) would like to connect your Mathwise account to their membership. As their student, they could see your progress, change your name and grade, and manage your membership.`,
      'Nothing changes unless you accept. Log in to Mathwise: the request waits there with Accept and Decline.',
    ],
    action: { label: 'Log in to answer', url: details.answerUrl },
    footnote: `If you do not know ${details.parentName}, choose Decline, or simply ignore this message.`,
  };
  return {
    to: details.learnerEmail,
    subject: `${details.parentName} asks to add you to their Mathwise students`,
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
