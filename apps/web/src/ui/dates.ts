/**
 * The app's one date convention (docs/ARCHITECTURE.md, "Dates"): en-CA's numeric date, YYYY-MM-DD, with en-CA's time
 * ("2026-11-25, 12:51 p.m.") where the time matters, in the reader's time zone. Invoices are the one exception: the
 * spec fixes DD/MM/YYYY for them (features/billing/billing-format.ts).
 */
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
});

function readDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-25"; null for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string | null {
  const date = readDate(value);
  return date ? DATE_FORMAT.format(date) : null;
}

/** "2026-11-25, 12:51 p.m."; null for a missing or unreadable date. */
export function formatDateTime(value: string | Date | null | undefined): string | null {
  const date = readDate(value);
  return date ? DATE_TIME_FORMAT.format(date) : null;
}

/** A calendar day the server names as YYYY-MM-DD, for a chart's axis where the year is in the caption: "Nov 25". */
export function formatChartDay(day: string): string {
  return new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * A duration in milliseconds as a reader says it: "25 s" under a minute, "12 min" under an hour, "1 h 5 min" beyond
 * (a total of 25 seconds was shown as "0 hours").
 */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
