import type { PracticeSummary } from '@mathwise/api-contract';
import { CHART_BAR_COUNT } from '@mathwise/learning-rules';
import { describe, expect, it } from 'vitest';
import { padBars } from '../../ui/chart-padding';
import { buildGraphBars, valueOfDay } from './summary-graph';

type GraphDay = PracticeSummary['graphValues'][number];

const day = (created_at: string, overrides: Partial<GraphDay> = {}): GraphDay => ({
  created_at,
  total_points: 0,
  total_questions: 0,
  total_time: 0,
  attempts: 0,
  wrong_attempts: 0,
  skills_levels: [],
  ...overrides,
});

describe('padBars (spec 3 §9: "Charts pad to 15 bars")', () => {
  it('pads at the front so the latest bar stays at the right edge', () => {
    const padded = padBars([7, 8], 5, () => 0);
    expect(padded).toEqual([0, 0, 0, 7, 8]);
  });

  it('keeps only the last bars when there are more', () => {
    expect(padBars([1, 2, 3, 4, 5, 6], 4, () => 0)).toEqual([3, 4, 5, 6]);
  });
});

describe('buildGraphBars', () => {
  const label = (value: string) => value;

  it('gives 15 bars for one practice day, the empty ones on the days before it', () => {
    const bars = buildGraphBars([day('2026-11-20', { total_points: 120 })], 'points', label, '2026-11-22');
    expect(bars).toHaveLength(CHART_BAR_COUNT);
    expect(bars.at(-1)).toEqual({ label: '2026-11-20', value: 120 });
    expect(bars.at(-2)).toEqual({ label: '2026-11-19', value: 0 });
    expect(bars[0]).toEqual({ label: '2026-11-06', value: 0 });
  });

  it('gives 15 empty bars ending today when there is no practice', () => {
    const bars = buildGraphBars([], 'questions', label, '2026-11-22');
    expect(bars).toHaveLength(CHART_BAR_COUNT);
    expect(bars.at(-1)?.label).toBe('2026-11-22');
    expect(bars.every((bar) => bar.value === 0)).toBe(true);
  });

  it('keeps the latest 15 of more days, oldest first', () => {
    const days = Array.from({ length: 20 }, (_, index) =>
      day(`2026-10-${String(index + 1).padStart(2, '0')}`, { total_questions: index + 1 }),
    ).reverse();
    const bars = buildGraphBars(days, 'questions', label, '2026-11-22');
    expect(bars).toHaveLength(CHART_BAR_COUNT);
    expect(bars[0]).toEqual({ label: '2026-10-06', value: 6 });
    expect(bars.at(-1)).toEqual({ label: '2026-10-20', value: 20 });
  });
});

describe('buildGraphBars for a chosen date range', () => {
  const label = (value: string) => value;
  // The server's answer: the range's practice days padded with empty earlier days, some outside the range.
  const served = [
    ...Array.from({ length: 13 }, (_, index) => day(`2026-10-${String(index + 1).padStart(2, '0')}`)),
    day('2026-11-03', { total_points: 40 }),
    day('2026-11-05', { total_points: 70 }),
  ];

  it('shows only days inside a short range, its practice days with their values', () => {
    const bars = buildGraphBars(served, 'points', label, '2026-11-22', {
      from: '2026-11-02',
      to: '2026-11-06',
    });
    expect(bars).toEqual([
      { label: '2026-11-02', value: 0 },
      { label: '2026-11-03', value: 40 },
      { label: '2026-11-04', value: 0 },
      { label: '2026-11-05', value: 70 },
      { label: '2026-11-06', value: 0 },
    ]);
  });

  it('fills a long range to 15 bars with its own empty days, ending on its last day', () => {
    const bars = buildGraphBars(served, 'points', label, '2026-11-22', {
      from: '2026-10-20',
      to: '2026-11-30',
    });
    expect(bars).toHaveLength(CHART_BAR_COUNT);
    expect(bars.every((bar) => bar.label >= '2026-10-20' && bar.label <= '2026-11-30')).toBe(true);
    expect(bars.at(-1)?.label).toBe('2026-11-30');
    expect(bars.find((bar) => bar.label === '2026-11-05')?.value).toBe(70);
  });

  it('ends a range given only its first day today, and one with no practice is empty bars inside it', () => {
    const bars = buildGraphBars([], 'points', label, '2026-11-22', { from: '2026-11-20' });
    expect(bars.map((bar) => bar.label)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(bars.every((bar) => bar.value === 0)).toBe(true);
  });
});

describe('valueOfDay', () => {
  it('reads time in minutes from milliseconds and the highest skill level of the day', () => {
    const practised = day('2026-11-20', {
      total_time: 5_400_000,
      skills_levels: [{ level: 'Intermediate' }, { level: 'Advanced' }],
    });
    expect(valueOfDay(practised, 'hours')).toBe(90);
    expect(valueOfDay(practised, 'levels')).toBe(3);
    expect(valueOfDay(day('2026-11-21'), 'levels')).toBe(0);
  });
});
