import {
  findUploadRowErrors,
  MAX_UPLOAD_ROWS,
  parseTsvRows,
  type UploadKind,
  type UploadRowError,
} from '@mathwise/api-contract';

/** 16 MB: the server's limit for one upload's rows. */
export const MAX_UPLOAD_FILE_BYTES = 16 * 1024 * 1024;

export interface UploadPreview {
  /** The field names of the header row, in file order. */
  fields: string[];
  rows: Array<Record<string, string | number>>;
  errors: UploadRowError[];
}

/**
 * Reads a tab-separated file exactly as the server will receive it (the header names the fields, numeric cells are
 * numbers) and checks every row with the same schemas, so the teacher sees every bad row before anything is sent.
 */
export function previewUpload(kind: UploadKind, text: string): UploadPreview {
  const rows = parseTsvRows(text);
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const fields = header
    .split('\t')
    .map((field) => field.trim())
    .filter((field) => field !== '');
  if (rows.length === 0) {
    return {
      fields,
      rows,
      errors: [{ row: 1, field: 'row', message: 'The file has no rows under its header' }],
    };
  }
  if (rows.length > MAX_UPLOAD_ROWS) {
    return {
      fields,
      rows,
      errors: [
        { row: MAX_UPLOAD_ROWS + 1, field: 'row', message: `At most ${MAX_UPLOAD_ROWS} rows per file` },
      ],
    };
  }
  return { fields, rows, errors: findUploadRowErrors(kind, rows) };
}

/** Each row number with its errors, for marking the preview table. */
export function groupErrorsByRow(errors: readonly UploadRowError[]): Map<number, UploadRowError[]> {
  const byRow = new Map<number, UploadRowError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  return byRow;
}
