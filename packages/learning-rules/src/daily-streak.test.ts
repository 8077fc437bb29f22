import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countDailyStreak,
  isInCalendarWeek,
  isKnownTimeZone,
  listEarnedStreakBadges,
  shiftCalendarDay,
  startOfCalendarWeek,
  toCalendarDay,
} from './daily-streak';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Zones with DST both ways, a half-hour offset, a large positive offset, and none at all. */
const zones = [
  'America/Toronto',
  'America/Vancouver',
  'America/St_Johns',
  'Europe/London',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'UTC',
];
const anyZone = fc.constantFrom(...zones);
const STANDARD_OFFSET_HOURS: Record<string, number> = {
  'America/Toronto': -5,
  'America/Vancouver': -8,
  'America/St_Johns': -3.5,
  'Europe/London': 0,
  'Pacific/Auckland': 12,
  'Asia/Kolkata': 5.5,
  UTC: 0,
};
/** 2000 to 2060, in ms. */
const anyInstant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) });
const anyDay = anyInstant.map((instant) => new Date(instant).toISOString().slice(0, 10));

describe('toCalendarDay', () => {
  it('reads the day in the learner zone, on either side of a DST change', () => {
    // 2026-03-08 07:30 UTC is 03:30 EDT in Toronto (clocks went forward at 02:00), 23:30 PST in Vancouver the day before.
    const springForward = Date.UTC(2026, 2, 8, 7, 30);
    expect(toCalendarDay(springForward, 'America/Toronto')).toBe('2026-03-08');
    expect(toCalendarDay(springForward, 'America/Vancouver')).toBe('2026-03-07');
    // Clocks go back at 06:00 UTC on 2026-11-01: 04:30 UTC is still 00:30 EDT that day, 03:30 UTC 23:30 the day before.
    expect(toCalendarDay(Date.UTC(2026, 10, 1, 4, 30), 'America/Toronto')).toBe('2026-11-01');
    expect(toCalendarDay(Date.UTC(2026, 10, 1, 3, 30), 'America/Toronto')).toBe('2026-10-31');
    expect(toCalendarDay(Date.UTC(2026, 10, 25, 20, 0), 'Pacific/Auckland')).toBe('2026-11-26');
  });

  it('reads an unknown zone as Toronto, and knows real zones only', () => {
    expect(isKnownTimeZone('America/Toronto')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    const instant = Date.UTC(2026, 0, 1, 3);
    expect(toCalendarDay(instant, 'Mars/Olympus')).toBe(toCalendarDay(instant, 'America/Toronto'));
  });

  it('never goes back in time, and moves one or two days in 48 hours, in every zone', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 0, max: 10 * DAY_MS }), anyZone, (instant, later, zone) => {
        expect(toCalendarDay(instant + later, zone) >= toCalendarDay(instant, zone)).toBe(true);
        const next = toCalendarDay(instant + 2 * DAY_MS, zone);
        const day = toCalendarDay(instant, zone);
        expect([shiftCalendarDay(day, 1), shiftCalendarDay(day, 2)]).toContain(next);
      }),
    );
  });
});

describe('shiftCalendarDay and the week', () => {
  it('shifts are inverse and add up', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: -800, max: 800 }),
        (day, a, b) => {
          expect(shiftCalendarDay(shiftCalendarDay(day, a), -a)).toBe(day);
          expect(shiftCalendarDay(shiftCalendarDay(day, a), b)).toBe(shiftCalendarDay(day, a + b));
        },
      ),
    );
  });

  it('weeks run Monday to Sunday', () => {
    expect(startOfCalendarWeek('2026-11-25')).toBe('2026-11-23');
    expect(startOfCalendarWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfCalendarWeek('2026-11-29')).toBe('2026-11-23');
    expect(isInCalendarWeek('2026-11-29', '2026-11-25')).toBe(true);
    expect(isInCalendarWeek('2026-11-30', '2026-11-25')).toBe(false);
    expect(isInCalendarWeek('2026-11-22', '2026-11-25')).toBe(false);
    fc.assert(
      fc.property(anyDay, (day) => {
        const monday = startOfCalendarWeek(day);
        expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
        expect(isInCalendarWeek(day, day)).toBe(true);
        expect(isInCalendarWeek(shiftCalendarDay(monday, 7), day)).toBe(false);
      }),
    );
  });
});

describe('countDailyStreak', () => {
  it('counts the days in a row ending today, or yesterday while today has none yet', () => {
    const days = ['2026-11-20', '2026-11-22', '2026-11-23', '2026-11-24'];
    expect(countDailyStreak(days, '2026-11-24')).toBe(3);
    expect(countDailyStreak(days, '2026-11-25')).toBe(3);
    expect(countDailyStreak(days, '2026-11-26')).toBe(0);
    expect(countDailyStreak([], '2026-11-26')).toBe(0);
    // Over a month end and a year end.
    expect(countDailyStreak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toBe(3);
    expect(countDailyStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toBe(3);
  });

  it('is the length of the run of days ending today or yesterday, whatever older days, duplicates and order', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 2, max: 400 }), { maxLength: 30 }),
        (today, length, endsYesterday, olderGaps) => {
          const end = endsYesterday ? shiftCalendarDay(today, -1) : today;
          const run = Array.from({ length }, (_, index) => shiftCalendarDay(end, -index));
          // Older activity, always at least one missed day before the run; with no run ending today, yesterday is
          // missed too (a day yesterday would start a streak of one, today not being over).
          const lastOlder = length === 0 && !endsYesterday ? shiftCalendarDay(end, -1) : end;
          const older = olderGaps.map((gap) => shiftCalendarDay(lastOlder, -(length + gap - 1)));
          const days =
            fc.sample(
              fc.shuffledSubarray([...run, ...run, ...older], { minLength: run.length * 2 + older.length }),
              1,
            )[0] ?? [];
          expect(countDailyStreak(days, today)).toBe(length);
        },
      ),
    );
  });

  it('a missed day inside a run keeps only the days after it', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 2, max: 40 }), fc.nat(), (today, length, raw) => {
        const run = Array.from({ length }, (_, index) => shiftCalendarDay(today, -index));
        const missed = raw % length;
        // A missing today leaves yesterday's streak alive: today is not over.
        expect(
          countDailyStreak(
            run.filter((_, index) => index !== missed),
            today,
          ),
        ).toBe(missed === 0 ? length - 1 : missed);
      }),
    );
  });

  it('counts a round a day across DST changes, in every zone, at any time around midday', () => {
    fc.assert(
      fc.property(
        anyDay,
        anyZone,
        fc.integer({ min: 1, max: 45 }),
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 45, maxLength: 45 }),
        (start, zone, length, jitterMinutes) => {
          // Local noon by the zone's standard offset; summer time moves it to 13:00, still the same day.
          const dayList = Array.from({ length }, (_, index) => shiftCalendarDay(start, index));
          const instants = dayList.map(
            (day, index) =>
              Date.parse(`${day}T12:00:00Z`) -
              (STANDARD_OFFSET_HOURS[zone] ?? 0) * HOUR_MS +
              (jitterMinutes[index] ?? 0) * 60_000,
          );
          const days = instants.map((instant) => toCalendarDay(instant, zone));
          expect(days).toEqual(dayList);
          expect(countDailyStreak(days, dayList.at(-1) ?? start)).toBe(length);
          expect(countDailyStreak(days, shiftCalendarDay(dayList.at(-1) ?? start, 1))).toBe(length);
          expect(countDailyStreak(days, shiftCalendarDay(dayList.at(-1) ?? start, 2))).toBe(0);
        },
      ),
    );
  });
});

describe('listEarnedStreakBadges', () => {
  it('earns the 3, 7 and 30-day badges as the streak reaches them', () => {
    expect(listEarnedStreakBadges(2)).toEqual([]);
    expect(listEarnedStreakBadges(3)).toEqual([3]);
    expect(listEarnedStreakBadges(29)).toEqual([3, 7]);
    expect(listEarnedStreakBadges(30)).toEqual([3, 7, 30]);
  });
});
