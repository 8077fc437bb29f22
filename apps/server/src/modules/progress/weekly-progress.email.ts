import type { MailMessage } from '../../platform/mail/mailer';
import type { MailContent } from '../../platform/mail/templates/mail-layout';
import { renderMailHtml, renderMailText } from '../../platform/mail/templates/mail-layout';

export interface WeeklyProgressFacts {
  parentEmail: string;
  parentName: string;
  learnerName: string;
  /** e.g. "November 16 to 22, 2026". */
  weekText: string;
  points: number;
  questions: number;
  minutes: number;
  rounds: number;
  skillNames: string[];
  masteredSkillNames: string[];
  newBadgeNames: string[];
  /** Days in a row with a finished round, as the e-mail is sent (issue 21). */
  streakDays: number;
  /** The rounds-per-week goal and the rounds of the reported week. */
  weeklyGoalRounds: number;
  progressUrl: string;
  settingsUrl: string;
}

/** The weekly progress e-mail to a parent who opted in (issue 6 "Rewards and reports"). */
export function buildWeeklyProgressEmail(facts: WeeklyProgressFacts): MailMessage {
  const paragraphs =
    facts.rounds === 0
      ? [
          `Hello ${facts.parentName},`,
          `${facts.learnerName} did not practise on Mathwise during the week of ${facts.weekText}.`,
          'Ten minutes a day is enough to keep skills fresh: a round of ten questions takes about that long.',
        ]
      : [
          `Hello ${facts.parentName},`,
          `Here is ${facts.learnerName}'s week on Mathwise (${facts.weekText}): ${facts.rounds} ${facts.rounds === 1 ? 'round' : 'rounds'}, ${facts.questions} questions answered, ${facts.points} points earned and ${facts.minutes} minutes of practice.`,
          `Skills practised: ${facts.skillNames.join(', ')}.`,
          ...(facts.masteredSkillNames.length > 0
            ? [`Now at Master level: ${facts.masteredSkillNames.join(', ')}.`]
            : []),
          ...(facts.newBadgeNames.length > 0 ? [`New badges: ${facts.newBadgeNames.join(', ')}.`] : []),
        ];
  const habits = [
    facts.rounds >= facts.weeklyGoalRounds
      ? `Weekly goal: ${facts.rounds} of ${facts.weeklyGoalRounds} rounds. Goal reached!`
      : `Weekly goal: ${facts.rounds} of ${facts.weeklyGoalRounds} rounds. You can change the goal in ${facts.learnerName}'s settings.`,
    facts.streakDays > 0
      ? `Current streak: ${facts.streakDays} ${facts.streakDays === 1 ? 'day' : 'days'} in a row with a finished round.`
      : 'No streak running right now: one round today starts a new one.',
  ];
  paragraphs.push(...habits);
  const content: MailContent = {
    heading: `${facts.learnerName}'s week in math`,
    paragraphs,
    action: { label: 'Open the progress report', url: facts.progressUrl },
    footnote: `You receive this weekly report because it is switched on in your Mathwise settings. You can switch it off at any time: ${facts.settingsUrl}`,
  };
  return {
    to: facts.parentEmail,
    subject: `${facts.learnerName}'s weekly progress on Mathwise`,
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
