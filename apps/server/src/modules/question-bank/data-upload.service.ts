import { createHash } from 'node:crypto';
import {
  findUploadRowErrors,
  MAX_UPLOAD_ROWS,
  uploadQuestionHelperRowSchema,
  uploadQuestionRowSchema,
  uploadTaskRowSchema,
  type UploadKind,
  type UploadQuestionHelperRow,
  type UploadQuestionRow,
  type UploadResult,
  type UploadRowError,
  type UploadTaskRow,
} from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { HttpError } from '../../platform/http/http-errors';
import { assertCanManageQuestionBank } from './question-bank.policy';
import type { NewQuestion, QuestionBankRepository } from './question-bank.repository';
import { placementOf, prepareQuestion, type QuestionBankService } from './question-bank.service';
import { findPlacementErrors, indexCatalogue, type CatalogueIndex } from './question-placement';

/** A refused upload: nothing was stored, and every bad row is listed. */
export class UploadRejectedError extends HttpError {
  constructor(public readonly rowErrors: UploadRowError[]) {
    const listed = rowErrors
      .slice(0, 20)
      .map((error) => `Row ${error.row}, ${error.field}: ${error.message}`)
      .join('\n');
    const more = rowErrors.length > 20 ? `\n…and ${rowErrors.length - 20} more` : '';
    const rows = new Set(rowErrors.map((error) => error.row)).size;
    super(
      400,
      'Upload refused',
      `Nothing was added: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors.\n${listed}${more}`,
    );
    this.name = 'UploadRejectedError';
  }
}

/** SHA-256 of the row's values with sorted keys: equal rows hash equal whatever the column order of the file. */
function hashRow(kind: UploadKind, row: object): string {
  const sorted = Object.fromEntries(
    Object.entries(row)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return createHash('sha256')
    .update(`${kind}\n${JSON.stringify(sorted)}`)
    .digest('hex');
}

/** Checks every row with its schema; throws the list of every bad row, or answers the parsed rows. */
function parseRows<T>(kind: UploadKind, rows: unknown[], parse: (row: unknown) => T): T[] {
  if (rows.length > MAX_UPLOAD_ROWS) {
    throw new UploadRejectedError([
      { row: MAX_UPLOAD_ROWS + 1, field: 'row', message: `At most ${MAX_UPLOAD_ROWS} rows per file` },
    ]);
  }
  const errors = findUploadRowErrors(kind, rows);
  if (errors.length > 0) throw new UploadRejectedError(errors);
  return rows.map(parse);
}

function withRow(row: number, errors: Array<{ field: string; message: string }>): UploadRowError[] {
  return errors.map((error) => ({ row, ...error }));
}

/**
 * The data upload (spec 3 §2): rows parsed from tab-separated files. All or nothing: every row is checked, by its
 * schema and against the catalogue, before any is stored; one bad row stores none. A row already stored (same
 * content, or same task name in the skill) counts as a duplicate, so uploading a file again adds nothing.
 */
export function createDataUploadService(deps: {
  repository: QuestionBankRepository;
  questionBank: QuestionBankService;
  /** Tells the practice side to read the bank and the catalogue's tasks again (decision 035). */
  onBankChanged: () => void;
}) {
  const { repository, onBankChanged } = deps;

  async function loadIndex(): Promise<CatalogueIndex> {
    return indexCatalogue(await deps.questionBank.loadCatalogue());
  }

  return {
    /** POST /api/add-questions. */
    async uploadQuestions(actor: Actor, rows: unknown[]): Promise<UploadResult> {
      assertCanManageQuestionBank(actor);
      const parsed = parseRows('questions', rows, (row) => uploadQuestionRowSchema.parse(row));
      const index = await loadIndex();
      const errors: UploadRowError[] = [];
      const prepared = parsed.map((row: UploadQuestionRow, position) => {
        const hints = [row.hint_1, row.hint_2, row.hint_3].filter((hint): hint is string => Boolean(hint));
        const { values, errors: rowErrors } = prepareQuestion({ ...row, hints }, placementOf(row), index);
        errors.push(...withRow(position + 1, rowErrors));
        return { values, hash: hashRow('questions', row) };
      });
      if (errors.length > 0) throw new UploadRejectedError(errors);

      const stored = await repository.findStoredQuestionHashes(prepared.map((entry) => entry.hash));
      const seen = new Set<string>();
      const now = new Date().toISOString();
      const fresh: NewQuestion[] = [];
      for (const { values, hash } of prepared) {
        if (stored.has(hash) || seen.has(hash)) continue;
        seen.add(hash);
        fresh.push({
          ...values,
          generator_seed: null,
          purpose: 'practice',
          is_generated: false,
          content_hash: hash,
          created_at: now,
          updated_at: null,
        });
      }
      const inserted =
        fresh.length === 0
          ? 0
          : await repository.insertUploadedQuestions(fresh, {
              action: 'uploaded',
              changes: '{}',
              difficulty_changed: false,
              changed_by_user_id: actor.userId,
              changed_by_name: actor.name,
              created_at: now,
            });
      if (inserted > 0) onBankChanged();
      return { inserted, duplicates: parsed.length - inserted };
    },

    /** POST /api/add-question-helper. */
    async uploadQuestionHelpers(actor: Actor, rows: unknown[]): Promise<UploadResult> {
      assertCanManageQuestionBank(actor);
      const parsed = parseRows('question-helpers', rows, (row) => uploadQuestionHelperRowSchema.parse(row));
      const index = await loadIndex();
      const errors = parsed.flatMap((row: UploadQuestionHelperRow, position) =>
        withRow(position + 1, findPlacementErrors(index, row)),
      );
      if (errors.length > 0) throw new UploadRejectedError(errors);
      const hashes = parsed.map((row) => hashRow('question-helpers', row));
      const stored = await repository.findStoredHelperHashes(hashes);
      const now = new Date().toISOString();
      const fresh = new Map<string, UploadQuestionHelperRow>();
      parsed.forEach((row, position) => {
        const hash = hashes[position] ?? '';
        if (!stored.has(hash) && !fresh.has(hash)) fresh.set(hash, row);
      });
      const inserted =
        fresh.size === 0
          ? 0
          : await repository.insertHelpers(
              Array.from(fresh, ([hash, row]) => ({
                skill_id: row.skill_id,
                task_id: row.task_id ?? null,
                title: row.title,
                description: row.description ?? null,
                image_url: row.image_url ?? null,
                content_hash: hash,
                created_by_user_id: actor.userId,
                created_at: now,
              })),
            );
      return { inserted, duplicates: parsed.length - inserted };
    },

    /**
     * POST /api/add-tasks. A task is known by its skill and name (case and surrounding spaces ignored). The row's
     * difficult_level is accepted for files written for the original product, but tasks carry no level here: each
     * question has its own.
     */
    async uploadTasks(actor: Actor, rows: unknown[]): Promise<UploadResult> {
      assertCanManageQuestionBank(actor);
      const parsed = parseRows('tasks', rows, (row) => uploadTaskRowSchema.parse(row));
      const index = await loadIndex();
      const errors = parsed.flatMap((row: UploadTaskRow, position) =>
        withRow(position + 1, findPlacementErrors(index, { skill_id: row.skill_id })),
      );
      if (errors.length > 0) throw new UploadRejectedError(errors);
      const existing = await repository.findTaskKeys([...new Set(parsed.map((row) => row.skill_id))]);
      const fresh = parsed.filter((row) => {
        const key = `${row.skill_id}:${row.name.trim().toLowerCase()}`;
        if (existing.has(key)) return false;
        existing.add(key);
        return true;
      });
      const inserted =
        fresh.length === 0
          ? 0
          : await repository.insertTasks(
              fresh.map((row) => ({
                skill_id: row.skill_id,
                name: row.name,
                description: row.description ?? '',
              })),
            );
      if (inserted > 0) onBankChanged();
      return { inserted, duplicates: parsed.length - inserted };
    },
  };
}

export type DataUploadService = ReturnType<typeof createDataUploadService>;
