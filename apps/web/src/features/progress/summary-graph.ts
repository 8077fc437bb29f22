import type { PracticeSummary } from '@mathwise/api-contract';
import { CHART_BAR_COUNT, SKILL_LEVEL_NAMES, type SkillLevel } from '@mathwise/learning-rules';
import { padBars } from '../../ui/chart-padding';
import type { ChartBar } from '../../ui/average-bar-chart.component';
import type { DayRange } from './api/use-topic-practice-summary.query';

/** The four summary boxes, in the order the server lists summaryValues (Points, Questions, Skills, Hours). */
export const SUMMARY_METRICS = ['points', 'questions', 'levels', 'hours'] as const;
export type SummaryMetric = (typeof SUMMARY_METRICS)[number];

type GraphDay = PracticeSummary['graphValues'][number];

const MS_PER_MINUTE = 60_000;
const LEVEL_NUMBERS = Object.fromEntries(
  Object.entries(SKILL_LEVEL_NAMES).map(([level, name]) => [name, Number(level)]),
) as Record<string, number>;

/**
 * One day's value of a metric; "skill levels" is the highest level a skill reached that day (0 with no practice), and
 * time is drawn in minutes (a day's practice is minutes long: in hours every bar was 0.0-something).
 */
export function valueOfDay(day: GraphDay, metric: SummaryMetric): number {
  switch (metric) {
    case 'points':
      return day.total_points;
    case 'questions':
      return day.total_questions;
    case 'levels':
      return Math.max(0, ...day.skills_levels.map((entry) => LEVEL_NUMBERS[entry.level] ?? 0));
    case 'hours':
      return Math.round((day.total_time / MS_PER_MINUTE) * 10) / 10;
  }
}

export function nameLevelValue(value: number): string | undefined {
  return value >= 1 && value <= 4 ? SKILL_LEVEL_NAMES[value as SkillLevel] : undefined;
}

/** Shifts a YYYY-MM-DD day by whole days, at noon UTC so no time zone moves it to another date. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The graph's bars: one per day, padded with empty earlier days to 15 (spec 3 §9). The server already pads; padding
 * again here keeps the chart's shape whatever an older or a filtered answer holds.
 */
export function buildGraphBars(
  days: readonly GraphDay[],
  metric: SummaryMetric,
  formatDay: (day: string) => string,
  today: string,
  range: DayRange = {},
): ChartBar[] {
  if (range.from !== undefined || range.to !== undefined)
    return buildRangeBars(days, metric, formatDay, today, range);
  const sorted = [...days].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const earliest = sorted[0]?.created_at.slice(0, 10) ?? shiftDay(today, 1);
  const missing = Math.max(0, CHART_BAR_COUNT - sorted.length);
  return padBars(
    sorted.map((day) => ({ label: formatDay(day.created_at.slice(0, 10)), value: valueOfDay(day, metric) })),
    CHART_BAR_COUNT,
    (position) => ({ label: formatDay(shiftDay(earliest, position - missing)), value: 0 }),
  );
}

/**
 * The bars of a chosen date range: only days inside it. The range's practice days (the latest 15), then its days
 * without practice, from its end backwards, until 15 bars or the range's first day: a range shorter than 15 days
 * shows its own days and no day outside it.
 */
function buildRangeBars(
  days: readonly GraphDay[],
  metric: SummaryMetric,
  formatDay: (day: string) => string,
  today: string,
  range: DayRange,
): ChartBar[] {
  const end = range.to ?? today;
  const isInRange = (day: string) => (range.from === undefined || day >= range.from) && day <= end;
  const byDay = new Map<string, GraphDay>();
  for (const day of days) {
    const key = day.created_at.slice(0, 10);
    if (isInRange(key)) byDay.set(key, day);
  }
  const shown = new Set([...byDay.keys()].sort().slice(-CHART_BAR_COUNT));
  for (let day = end; shown.size < CHART_BAR_COUNT && isInRange(day); day = shiftDay(day, -1)) shown.add(day);
  return [...shown].sort().map((day) => {
    const practised = byDay.get(day);
    return { label: formatDay(day), value: practised ? valueOfDay(practised, metric) : 0 };
  });
}
