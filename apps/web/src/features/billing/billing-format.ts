/**
 * Invoice dates: DD/MM/YYYY (spec 2 §2), the one exception to the app's en-CA dates (ui/dates.ts), in the browser's time zone so a date matches the
 * day the parent sees on their own calendar. Returns null for a missing or unreadable date.
 */
export function formatDayMonthYear(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getFullYear()}`;
}

/** Splits one of the spec's 'Title - Body' notices into the alert's title and body. */
export function splitNotice(notice: string): { title: string; body: string } {
  const index = notice.indexOf(' - ');
  if (index < 0) return { title: notice, body: '' };
  return { title: notice.slice(0, index), body: notice.slice(index + 3) };
}
