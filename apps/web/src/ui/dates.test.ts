import { describe, expect, it } from 'vitest';
import { formatChartDay, formatDate, formatDateTime, formatDuration } from './dates';

describe('the date convention', () => {
  it('writes dates as en-CA YYYY-MM-DD, with the time where asked', () => {
    expect(formatDate(new Date(2026, 10, 25, 12, 51))).toBe('2026-11-25');
    expect(formatDateTime(new Date(2026, 10, 25, 12, 51))).toMatch(/^2026-11-25, 12:51\sp\.m\.$/);
    expect(formatChartDay('2026-11-25')).toBe('Nov 25');
  });

  it('answers null for a missing or unreadable date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
});

describe('durations', () => {
  it('shows seconds under a minute and minutes under an hour, never "0 hours"', () => {
    expect(formatDuration(25_000)).toBe('25 s');
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(12 * 60_000 + 10_000)).toBe('12 min');
    expect(formatDuration(60 * 60_000)).toBe('1 h');
    expect(formatDuration(65 * 60_000)).toBe('1 h 5 min');
  });
});
