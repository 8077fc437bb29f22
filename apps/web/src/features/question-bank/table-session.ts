import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, type AdminPageSize } from '@mathwise/api-contract';

/** Spec 3 §2: the table's page and page size are kept for the browser session (sessionStorage, per tab). */
const PAGE_KEY = 'mathwise.adminQuestions.page';
const PAGE_SIZE_KEY = 'mathwise.adminQuestions.pageSize';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    // Storage can be switched off; the table then simply starts on page 1 each time.
    return null;
  }
}

function write(key: string, value: number): void {
  try {
    window.sessionStorage.setItem(key, String(value));
  } catch {
    // See read(): nothing to keep when storage is off.
  }
}

export function readStoredPage(): number {
  const page = Number(read(PAGE_KEY));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readStoredPageSize(): AdminPageSize {
  const size = Number(read(PAGE_SIZE_KEY));
  return ADMIN_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_ADMIN_PAGE_SIZE;
}

export function storePage(page: number): void {
  write(PAGE_KEY, page);
}

export function storePageSize(pageSize: AdminPageSize): void {
  write(PAGE_SIZE_KEY, pageSize);
}
