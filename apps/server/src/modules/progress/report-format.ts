import { STREAK_BADGE_DAYS } from '../practice/learner-habits.service';

export const DAY_MS = 86_400_000;

/** The name and description of each badge but a topic's, as the reports and the weekly e-mail show them. */
export const BADGE_TEXTS: Record<string, { name: string; description: string }> = {
  first_diagnostic: { name: 'First diagnostic', description: 'Took a first diagnostic test.' },
  first_practice_round: {
    name: 'First round',
    description: 'Finished a first practice round of ten questions.',
  },
  first_mastered_skill: { name: 'First mastered skill', description: 'Reached Master level in a skill.' },
  ...Object.fromEntries(
    STREAK_BADGE_DAYS.map((days) => [
      `streak_${days}_days`,
      { name: `${days}-day streak`, description: `Practised ${days} days in a row.` },
    ]),
  ),
};

export function formatDay(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', ...options }).format(date);
}

export function displayName(learner: { name: string; nickname: string | null }): string {
  // Spec 3 §3: "A name containing an at-sign is shown as the nickname."
  return learner.name.includes('@') && learner.nickname ? learner.nickname : learner.name;
}
