/** A positive integer id from a path segment, or undefined for anything else (the page then shows not found). */
export function parseIdParam(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** A tab index from the path (/my-practice/1), limited to the tabs that exist; 0 for anything else. */
export function parseTabParam(value: string | undefined, tabCount: number): number {
  const tab = value === undefined ? 0 : Number(value);
  return Number.isInteger(tab) && tab >= 0 && tab < tabCount ? tab : 0;
}
