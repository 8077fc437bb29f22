import { z } from 'zod';

import {
  DEFAULT_ADMIN_PAGE_SIZE,
  DIFFICULTY_LEVEL_MAX,
  DIFFICULTY_LEVEL_MIN,
  MAX_IMAGE_BYTES,
  QUESTION_EDIT_IMAGE_MIME_TYPES,
  QUESTION_IMAGE_MIME_TYPES,
  TEXT_MAX_CHARS,
} from './constants';
import { abort, idSchema, makeImageFileSchema, makeRequiredIdSchema } from './fields.schemas';
import {
  ANSWER_REQUIRED,
  COURSE_REQUIRED,
  DIFFICULT_LEVEL_RANGE,
  IMAGE_TOO_LARGE,
  INVALID_VALUE,
  MIN_LENGTH_1,
  POINTS_REQUIRED,
  QUESTION_EDIT_IMAGE_FORMAT,
  QUESTION_IMAGE_FORMAT,
  SKILL_REQUIRED,
  SUBJECT_REQUIRED,
  TASK_REQUIRED,
  TEXT_MAX_500,
  TITLE_REQUIRED,
  TOPIC_REQUIRED,
} from './messages';
import { revealedQuestionSchema } from './practice.schemas';

/*
 * An empty field reports the required message; a field holding only spaces passes "required" but is empty once
 * trimmed, which is what the spec's 'Min length 1' catches.
 */
const questionTextSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, abort(requiredMessage))
    .trim()
    .min(1, abort(MIN_LENGTH_1))
    .max(TEXT_MAX_CHARS, abort(TEXT_MAX_500));

export const questionTitleSchema = questionTextSchema(TITLE_REQUIRED);
export const questionAnswerSchema = questionTextSchema(ANSWER_REQUIRED);

export const questionDescriptionSchema = z
  .string({ error: TEXT_MAX_500 })
  .trim()
  .max(TEXT_MAX_CHARS, abort(TEXT_MAX_500))
  .nullable()
  .optional();

export const questionPointsSchema = z.coerce
  .number({ error: POINTS_REQUIRED })
  .int({ error: POINTS_REQUIRED })
  .min(1, abort(POINTS_REQUIRED))
  .max(10_000, abort(INVALID_VALUE));

export const questionDifficultLevelSchema = z.coerce
  .number({ error: DIFFICULT_LEVEL_RANGE })
  .int({ error: DIFFICULT_LEVEL_RANGE })
  .min(DIFFICULTY_LEVEL_MIN, abort(DIFFICULT_LEVEL_RANGE))
  .max(DIFFICULTY_LEVEL_MAX, abort(DIFFICULT_LEVEL_RANGE));

const optionTextSchema = z
  .string({ error: MIN_LENGTH_1 })
  .trim()
  .min(1, abort(MIN_LENGTH_1))
  .max(TEXT_MAX_CHARS, abort(TEXT_MAX_500));

export const questionOptionInputSchema = z.strictObject({ label: optionTextSchema, value: optionTextSchema });
export type QuestionOptionInput = z.infer<typeof questionOptionInputSchema>;

export const MAX_QUESTION_OPTIONS = 10;
export const questionOptionsInputSchema = z
  .array(questionOptionInputSchema)
  .max(MAX_QUESTION_OPTIONS, abort(INVALID_VALUE))
  .nullable()
  .optional();

/** The worked explanation ("How to solve it"): optional, with the spec's limit for text fields (spec 3 §9: 500). */
export const questionExplanationSchema = z
  .string({ error: TEXT_MAX_500 })
  .trim()
  .max(TEXT_MAX_CHARS, abort(TEXT_MAX_500))
  .nullable()
  .optional();

/** Hints in the order a learner reads them; each like an option's text (1 to 500 characters), at most 3. */
export const MAX_QUESTION_HINTS = 3;
export const questionHintsInputSchema = z
  .array(optionTextSchema)
  .max(MAX_QUESTION_HINTS, abort(INVALID_VALUE))
  .nullable()
  .optional();

export const questionTypeInputSchema = z.string().trim().min(1).max(50).optional();

/** A stored image's file name, relative to questions/ (no directories). */
export const IMAGE_FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const questionImageUrlSchema = z
  .string()
  .regex(IMAGE_FILE_NAME_PATTERN, abort(INVALID_VALUE))
  .nullable()
  .optional();

const optionalId = idSchema.nullable().optional();

const questionContentFields = {
  title: questionTitleSchema,
  description: questionDescriptionSchema,
  answer: questionAnswerSchema,
  question_type: questionTypeInputSchema,
  question_options: questionOptionsInputSchema,
  difficult_level: questionDifficultLevelSchema,
  points: questionPointsSchema,
  explanation: questionExplanationSchema,
  hints: questionHintsInputSchema,
};

/** Body of POST /api/admin/addquestion: the place in the curriculum is required on add (spec 3 §5). */
export const addQuestionSchema = z.strictObject({
  ...questionContentFields,
  course_id: makeRequiredIdSchema(COURSE_REQUIRED),
  subject_id: makeRequiredIdSchema(SUBJECT_REQUIRED),
  topic_id: makeRequiredIdSchema(TOPIC_REQUIRED),
  skill_id: makeRequiredIdSchema(SKILL_REQUIRED),
  task_id: makeRequiredIdSchema(TASK_REQUIRED),
  image_url: questionImageUrlSchema,
});
export type AddQuestionRequest = z.infer<typeof addQuestionSchema>;
export type AddQuestionFormValues = z.input<typeof addQuestionSchema>;

/** Body of PUT /api/admin/update-question/:questionId/:difficultyChanged. */
export const updateQuestionSchema = z.strictObject({
  ...questionContentFields,
  course_id: optionalId,
  subject_id: optionalId,
  topic_id: optionalId,
  skill_id: optionalId,
  task_id: optionalId,
  image_url: questionImageUrlSchema,
});
export type UpdateQuestionRequest = z.infer<typeof updateQuestionSchema>;
export type UpdateQuestionFormValues = z.input<typeof updateQuestionSchema>;

/** Path of the edit call: spec 3 §7 gives {a}/{b}, "a flag for a changed difficulty". */
export const updateQuestionParamsSchema = z.strictObject({
  questionId: idSchema,
  difficultyChanged: z.stringbool({ error: INVALID_VALUE }),
});
export type UpdateQuestionParams = z.infer<typeof updateQuestionParamsSchema>;

export const questionIdParamsSchema = z.strictObject({ id: idSchema });
export type QuestionIdParams = z.infer<typeof questionIdParamsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Admin question table (spec 3 §2, §4)

export const QUESTION_STATUS_FILTERS = ['all', 'assigned', 'unassigned'] as const;
export const questionStatusFilterSchema = z.enum(QUESTION_STATUS_FILTERS);
export type QuestionStatusFilter = z.infer<typeof questionStatusFilterSchema>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalQueryId = z.preprocess(emptyToUndefined, idSchema.optional());

export const adminPageSizeSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(5), z.literal(25), z.literal(50), z.literal(75), z.literal(100)]));
export type AdminPageSize = z.infer<typeof adminPageSizeSchema>;

/** Query of GET /api/admin/questions. A filter left empty is absent. */
export const adminQuestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.preprocess(emptyToUndefined, adminPageSizeSchema.default(DEFAULT_ADMIN_PAGE_SIZE)),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(emptyToUndefined, questionStatusFilterSchema.default('all')),
  course_id: optionalQueryId,
  subject_id: optionalQueryId,
  topic_id: optionalQueryId,
  skill_id: optionalQueryId,
});
export type AdminQuestionsQuery = z.infer<typeof adminQuestionsQuerySchema>;
export type AdminQuestionsQueryInput = z.input<typeof adminQuestionsQuerySchema>;

/** A question as staff see it: with its answer; updated_at present means assigned. */
export const adminQuestionSchema = revealedQuestionSchema.extend({
  updated_at: z.string().nullable(),
  /** The worked explanation and the hints a learner reads (docs/learning-model.md §12). */
  explanation: z.string().nullable().optional(),
  hints: z.array(z.string()).optional(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const filterOptionSchema = z.object({ id: z.number().int(), name: z.string() });

/** Cascading filters: each level lists the children of the level above (spec 3 §3 Filter options). */
export const filterOptionsSchema = z.object({
  courses: z.array(filterOptionSchema),
  subjects: z.array(filterOptionSchema.extend({ course_id: z.number().int() })),
  topics: z.array(filterOptionSchema.extend({ subject_id: z.number().int() })),
  skills: z.array(filterOptionSchema.extend({ topic_id: z.number().int() })),
  tasks: z.array(filterOptionSchema.extend({ skill_id: z.number().int() })),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

export const adminQuestionsResponseSchema = z.object({
  questions: z.array(adminQuestionSchema),
  filter_options: filterOptionsSchema,
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  page_size: z.number().int(),
});
export type AdminQuestionsResponse = z.infer<typeof adminQuestionsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Images (spec 3 §5)

/** Add form: png, svg, jpeg or gif, at most 100 MB. */
export const questionImageFileSchema = makeImageFileSchema(
  QUESTION_IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  IMAGE_TOO_LARGE,
  QUESTION_IMAGE_FORMAT,
);

/** Edit form: png or jpeg only (the spec reports this refusal only in the console, so the message is ours). */
export const questionEditImageFileSchema = makeImageFileSchema(
  QUESTION_EDIT_IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  IMAGE_TOO_LARGE,
  QUESTION_EDIT_IMAGE_FORMAT,
);

/** Answer of POST /api/admin/uploadImage: the stored file name to put in image_url. */
export const imageUploadResponseSchema = z.object({ image_url: z.string() });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Data upload: tab-separated rows (spec 3 §2 Data upload, §3 Uploaded row)

/** TSV numbers arrive as numbers, so text cells coerce back to strings (an answer of 12 is the text '12'). */
const rowText = (requiredMessage: string) =>
  z.coerce
    .string({ error: requiredMessage })
    .trim()
    .min(1, abort(requiredMessage))
    .max(TEXT_MAX_CHARS, abort(TEXT_MAX_500));
const optionalRowText = z.preprocess(
  emptyToUndefined,
  z.coerce.string().trim().max(TEXT_MAX_CHARS, abort(TEXT_MAX_500)).optional(),
);
const optionalRowId = z.preprocess(emptyToUndefined, idSchema.optional());

/** question_options in a TSV cell: a JSON array of { label, value }. */
const rowOptionsSchema = z.preprocess((value, ctx) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'question_options must be a JSON array of { label, value }' });
    return z.NEVER;
  }
}, z.array(questionOptionInputSchema).max(MAX_QUESTION_OPTIONS).optional());

export const uploadQuestionRowSchema = z.strictObject({
  title: rowText(TITLE_REQUIRED),
  description: optionalRowText,
  answer: rowText(ANSWER_REQUIRED),
  question_type: optionalRowText,
  question_options: rowOptionsSchema,
  difficult_level: questionDifficultLevelSchema,
  points: questionPointsSchema,
  image_url: z.preprocess(emptyToUndefined, questionImageUrlSchema),
  explanation: optionalRowText,
  /** Up to three hints, one per column, read in order (docs/data-upload.md). */
  hint_1: optionalRowText,
  hint_2: optionalRowText,
  hint_3: optionalRowText,
  course_id: makeRequiredIdSchema(COURSE_REQUIRED),
  subject_id: makeRequiredIdSchema(SUBJECT_REQUIRED),
  topic_id: makeRequiredIdSchema(TOPIC_REQUIRED),
  skill_id: makeRequiredIdSchema(SKILL_REQUIRED),
  task_id: makeRequiredIdSchema(TASK_REQUIRED),
});
export type UploadQuestionRow = z.infer<typeof uploadQuestionRowSchema>;

/** A question helper: the instructions shown by "I can't answer this question", per skill or task. */
export const uploadQuestionHelperRowSchema = z.strictObject({
  skill_id: makeRequiredIdSchema(SKILL_REQUIRED),
  task_id: optionalRowId,
  title: rowText(TITLE_REQUIRED),
  description: optionalRowText,
  image_url: z.preprocess(emptyToUndefined, questionImageUrlSchema),
});
export type UploadQuestionHelperRow = z.infer<typeof uploadQuestionHelperRowSchema>;

export const uploadTaskRowSchema = z.strictObject({
  name: rowText(TITLE_REQUIRED),
  skill_id: makeRequiredIdSchema(SKILL_REQUIRED),
  description: optionalRowText,
  difficult_level: z.preprocess(emptyToUndefined, questionDifficultLevelSchema.optional()),
});
export type UploadTaskRow = z.infer<typeof uploadTaskRowSchema>;

export const MAX_UPLOAD_ROWS = 5000;
const uploadRows = <T extends z.ZodType>(row: T) => z.array(row).min(1).max(MAX_UPLOAD_ROWS);

/** Body of POST /api/add-questions. */
export const uploadQuestionsSchema = uploadRows(uploadQuestionRowSchema);
/** Body of POST /api/add-question-helper. */
export const uploadQuestionHelpersSchema = uploadRows(uploadQuestionHelperRowSchema);
/** Body of POST /api/add-tasks. */
export const uploadTasksSchema = uploadRows(uploadTaskRowSchema);

export const uploadResponseSchema = z.object({ inserted: z.number().int().nonnegative() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

const NUMERIC_CELL = /^-?\d+(?:\.\d+)?$/;

/**
 * Reads tab-separated text: the first row names the fields, numeric cells become numbers (spec 3 §3), blank lines
 * are skipped. Validate the result with one of the upload schemas.
 */
export const parseTsvRows = (text: string): Record<string, string | number>[] => {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (header === undefined) return [];
  const fields = header.split('\t').map((field) => field.trim());
  return rows.map((line) => {
    const cells = line.split('\t');
    const row: Record<string, string | number> = {};
    fields.forEach((field, index) => {
      if (field === '') return;
      const cell = (cells[index] ?? '').trim();
      row[field] = NUMERIC_CELL.test(cell) ? Number(cell) : cell;
    });
    return row;
  });
};

/** A re-uploaded row that is already stored is counted as a duplicate, not inserted again. */
export const uploadResultSchema = uploadResponseSchema.extend({ duplicates: z.number().int().nonnegative() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** One failing cell of an upload: `row` counts the data rows from 1 (the header row is not counted). */
export const uploadRowErrorSchema = z.object({
  row: z.number().int().positive(),
  field: z.string(),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowErrorSchema>;

/** A refused upload: the usual `{ title, body }` plus every bad row, so nothing was inserted. */
export const uploadErrorResponseSchema = z.object({
  title: z.string(),
  body: z.string(),
  row_errors: z.array(uploadRowErrorSchema),
});
export type UploadErrorResponse = z.infer<typeof uploadErrorResponseSchema>;

export const UPLOAD_KINDS = ['questions', 'question-helpers', 'tasks'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The row schema of each upload, so the browser's preview and the server check rows with the same rules. */
export const uploadRowSchemas = {
  questions: uploadQuestionRowSchema,
  'question-helpers': uploadQuestionHelperRowSchema,
  tasks: uploadTaskRowSchema,
} as const;

/**
 * Checks every row (never stopping at the first bad one) and lists each failing field by row number. A field the
 * header names but the format does not know is reported on its row too (strict rows), so a typo in the header is
 * caught before anything is sent.
 */
export const findUploadRowErrors = (kind: UploadKind, rows: readonly unknown[]): UploadRowError[] => {
  const schema: z.ZodType = uploadRowSchemas[kind];
  const errors: UploadRowError[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (result.success) return;
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const fields =
        issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || 'row'];
      for (const field of fields) {
        if (seen.has(field)) continue;
        seen.add(field);
        const message = issue.code === 'unrecognized_keys' ? `Unknown field ${field}` : issue.message;
        errors.push({ row: index + 1, field, message });
      }
    }
  });
  return errors;
};

// ---------------------------------------------------------------------------------------------------------------
// Edit history (decided beyond the spec: every teacher write is recorded)

export const QUESTION_REVISION_ACTIONS = ['created', 'updated', 'uploaded'] as const;

export const questionFieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

export const questionRevisionSchema = z.object({
  id: z.number().int(),
  action: z.enum(QUESTION_REVISION_ACTIONS),
  /** Field name to its value before and after; the whole question on 'created' and 'uploaded' (from null). */
  changes: z.record(z.string(), questionFieldChangeSchema),
  difficulty_changed: z.boolean(),
  changed_by: z.object({ user_id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type QuestionRevision = z.infer<typeof questionRevisionSchema>;

/** Answer of GET /api/admin/question/:id/history, newest first. */
export const questionHistoryResponseSchema = z.object({ revisions: z.array(questionRevisionSchema) });
export type QuestionHistoryResponse = z.infer<typeof questionHistoryResponseSchema>;
