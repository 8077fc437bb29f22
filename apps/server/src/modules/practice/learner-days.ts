/* Calendar days of an Ontario learner, for the progress area's reports. */

const LEARNER_TIME_ZONE = 'America/Toronto';

/** Built once: constructing an Intl formatter costs far more than formatting, and a save formats 40 days of rounds. */
const learnerDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LEARNER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of a moment for an Ontario learner. */
export function toLearnerDay(isoMoment: string): string {
  return learnerDayFormat.format(new Date(isoMoment));
}

/** Days in a row with practice, ending on `today` or the day before (a streak survives until a day is missed). */
export function countPracticeStreak(practiceDays: ReadonlySet<string>, today: string): number {
  const step = (day: string) => {
    const date = new Date(`${day}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  };
  let day = practiceDays.has(today) ? today : step(today);
  let streak = 0;
  while (practiceDays.has(day)) {
    streak += 1;
    day = step(day);
  }
  return streak;
}
