/**
 * The daily streak (issue 21, "A reason to come back"): a day counts when the learner finishes a round or a
 * diagnostic skill, days are the learner's own calendar days in their time zone, and a streak is the run of days in a
 * row ending today, or yesterday while today is not over. Pure: the caller passes the instants and the zone, the
 * rules never read a clock. Days are ISO dates (YYYY-MM-DD), compared as text.
 */

/** Streak badges, in days in a row. */
export const STREAK_BADGE_DAYS = [3, 7, 30] as const;

/** Rounds per week a learner aims for until a parent sets another goal, and the most a parent may set. */
export const DEFAULT_WEEKLY_GOAL_ROUNDS = 3;
export const MAX_WEEKLY_GOAL_ROUNDS = 21;

/** The zone of a learner who has not told us theirs: the product is for Ontario (brief §5). */
export const DEFAULT_LEARNER_TIME_ZONE = 'America/Toronto';

const DAY_MS = 86_400_000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** One formatter per zone: building an Intl formatter costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** True for an IANA time zone this runtime knows (e.g. "America/Toronto"); false for anything else. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    dayFormatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant (epoch ms) in a time zone; an unknown zone reads as the default. */
export function toCalendarDay(instantMs: number, timeZone: string): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : DEFAULT_LEARNER_TIME_ZONE;
  const parts = dayFormatOf(zone).formatToParts(new Date(instantMs));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day moved by whole days (calendar arithmetic at noon UTC, so no zone or DST can shift it). */
export function shiftCalendarDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Date(date.getTime() + Math.trunc(days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Days in a row with activity, ending on `today`, or on the day before when today has none yet (a streak lives until
 * a whole day is missed). Duplicates and order do not matter; text that is not a day is ignored.
 */
export function countDailyStreak(activeDays: Iterable<string>, today: string): number {
  const days = new Set([...activeDays].filter((day) => DAY_TEXT.test(day)));
  let day = days.has(today) ? today : shiftCalendarDay(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = shiftCalendarDay(day, -1);
  }
  return streak;
}

/** The streak badges a streak of this length has earned (3, 7 and 30 days). */
export function listEarnedStreakBadges(streakDays: number): number[] {
  return STREAK_BADGE_DAYS.filter((days) => streakDays >= days);
}

/** The Monday that starts the (ISO, Monday to Sunday) week of a calendar day. */
export function startOfCalendarWeek(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return shiftCalendarDay(day, -((weekday + 6) % 7));
}

/** Whether a calendar day falls in the Monday-to-Sunday week that contains `today`. */
export function isInCalendarWeek(day: string, today: string): boolean {
  const monday = startOfCalendarWeek(today);
  return day >= monday && day <= shiftCalendarDay(monday, 6);
}
