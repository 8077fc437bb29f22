import {
  SINGLE_CHOICE_QUESTION_TYPE,
  VALIDATION_ERROR_TITLE,
  type AddQuestionRequest,
  type AdminQuestion,
  type AdminQuestionsQuery,
  type AdminQuestionsResponse,
  type FilterOptions,
  type QuestionHistoryResponse,
  type QuestionOptionInput,
  type QuestionRevision,
  type UpdateQuestionRequest,
} from '@mathwise/api-contract';
import { normaliseAnswer } from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import { toIsoString, toIsoStringOrNull } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { readHints, revealQuestion, serialiseHints } from '../curriculum/stored-questions';
import { assertCanManageQuestionBank } from './question-bank.policy';
import type {
  NewRevision,
  QuestionBankRepository,
  QuestionChanges,
  StoredQuestion,
} from './question-bank.repository';
import {
  findPlacementErrors,
  indexCatalogue,
  type CatalogueIndex,
  type FieldError,
} from './question-placement';

const TYPED_QUESTION_TYPE = 'typed';

/** The fields a teacher edits, in the order the history lists them. */
const TRACKED_FIELDS = [
  'title',
  'description',
  'answer',
  'question_type',
  'question_options',
  'explanation',
  'hints',
  'difficult_level',
  'points',
  'image_url',
  'course_id',
  'subject_id',
  'topic_id',
  'skill_id',
  'task_id',
] as const;
type TrackedField = (typeof TRACKED_FIELDS)[number];
type TrackedValues = Pick<StoredQuestion, TrackedField>;

export function presentAdminQuestion(question: StoredQuestion): AdminQuestion {
  return {
    ...revealQuestion(question),
    updated_at: toIsoStringOrNull(question.updated_at),
    explanation: question.explanation,
    hints: readHints(question),
  };
}

/** Single choice when options are given (unless a type is named), typed otherwise (spec 3 §3). */
function resolveQuestionType(
  questionType: string | undefined,
  options: QuestionOptionInput[],
  typedDefault = TYPED_QUESTION_TYPE,
): string {
  if (questionType) return questionType;
  return options.length > 0 ? SINGLE_CHOICE_QUESTION_TYPE : typedDefault;
}

/** A question's teacher-written content, as the add and edit forms and an uploaded row give it. */
export interface QuestionContentInput {
  title: string;
  description?: string | null | undefined;
  answer: string;
  question_type?: string | undefined;
  question_options?: QuestionOptionInput[] | null | undefined;
  difficult_level: number;
  points: number;
  image_url?: string | null | undefined;
  explanation?: string | null | undefined;
  hints?: string[] | null | undefined;
}

type PlacementValues = Pick<StoredQuestion, 'course_id' | 'subject_id' | 'topic_id' | 'skill_id' | 'task_id'>;

/** Only the five place ids, so no other field of a request can slip into the stored values. */
export function placementOf(input: PlacementValues): PlacementValues {
  const { course_id, subject_id, topic_id, skill_id, task_id } = input;
  return { course_id, subject_id, topic_id, skill_id, task_id };
}

/**
 * The stored values of a question and every rule they break: the content rules and the place in the catalogue. One
 * function for the add form, the edit form and the data upload, so the three can never disagree.
 */
export function prepareQuestion(
  input: QuestionContentInput,
  placement: PlacementValues,
  catalogue: CatalogueIndex,
  typedDefault = TYPED_QUESTION_TYPE,
): { values: TrackedValues; errors: FieldError[] } {
  const options = input.question_options ?? [];
  const questionType = resolveQuestionType(input.question_type, options, typedDefault);
  return {
    values: {
      title: input.title,
      description: input.description ?? null,
      answer: input.answer,
      question_type: questionType,
      question_options: options.length > 0 ? JSON.stringify(options) : null,
      explanation: input.explanation ? input.explanation : null,
      hints: serialiseHints(input.hints),
      difficult_level: input.difficult_level,
      points: input.points,
      image_url: input.image_url ?? null,
      ...placement,
    },
    errors: [
      ...findContentErrors({ answer: input.answer, question_type: questionType, question_options: options }),
      ...findPlacementErrors(catalogue, placement),
    ],
  };
}

/**
 * Rules a schema cannot see alone: a single-choice question needs options, its answer must be one of them (or no
 * learner could ever be right), and two options may not share a value.
 */
export function findContentErrors(content: {
  answer: string;
  question_type: string;
  question_options: QuestionOptionInput[];
}): FieldError[] {
  const errors: FieldError[] = [];
  const values = content.question_options.map((option) => normaliseAnswer(option.value));
  if (new Set(values).size !== values.length) {
    errors.push({ field: 'question_options', message: 'Each answer option needs a different value' });
  }
  if (content.question_type === SINGLE_CHOICE_QUESTION_TYPE) {
    if (content.question_options.length < 2) {
      errors.push({
        field: 'question_options',
        message: 'A single-choice question needs at least 2 options',
      });
    } else if (!values.includes(normaliseAnswer(content.answer))) {
      errors.push({ field: 'answer', message: 'The answer must be the value of one of the answer options' });
    }
  }
  return errors;
}

function refuse(errors: FieldError[]): never {
  throw badRequest(
    errors.map((error) => `${error.field}: ${error.message}`).join('; '),
    VALIDATION_ERROR_TITLE,
  );
}

function readTracked(question: TrackedValues): Record<TrackedField, unknown> {
  const values = {} as Record<TrackedField, unknown>;
  for (const field of TRACKED_FIELDS) {
    const value = question[field];
    values[field] =
      (field === 'question_options' || field === 'hints') && typeof value === 'string'
        ? (JSON.parse(value) as unknown)
        : value;
  }
  return values;
}

function diffTracked(before: TrackedValues, after: TrackedValues) {
  const from = readTracked(before);
  const to = readTracked(after);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of TRACKED_FIELDS) {
    if (JSON.stringify(from[field]) !== JSON.stringify(to[field])) {
      changes[field] = { from: from[field] ?? null, to: to[field] ?? null };
    }
  }
  return changes;
}

/** A new question's history entry: every field it was created with, from nothing. */
function snapshotOf(values: TrackedValues) {
  const to = readTracked(values);
  const changes: Record<string, { from: null; to: unknown }> = {};
  for (const field of TRACKED_FIELDS) if (to[field] !== null) changes[field] = { from: null, to: to[field] };
  return changes;
}

function revisionBy(
  actor: Actor,
  action: NewRevision['action'],
  changes: object,
  difficultyChanged = false,
): NewRevision {
  return {
    action,
    changes: JSON.stringify(changes),
    difficulty_changed: difficultyChanged,
    changed_by_user_id: actor.userId,
    changed_by_name: actor.name,
    created_at: new Date().toISOString(),
  };
}

export function createQuestionBankService(deps: {
  repository: QuestionBankRepository;
  /** Tells the practice side to read the bank again (the curriculum's kept reads, decision 035). */
  onBankChanged: () => void;
}) {
  const { repository, onBankChanged } = deps;

  async function loadCatalogue(): Promise<FilterOptions> {
    return repository.listCatalogue();
  }

  async function requireQuestion(id: number): Promise<StoredQuestion> {
    const question = await repository.findQuestion(id);
    if (!question) throw notFound('There is no such question.');
    return question;
  }

  return {
    loadCatalogue,

    /** GET /api/admin/questions: one page of the filtered bank, its total and the cascading filter options. */
    async listQuestions(actor: Actor, query: AdminQuestionsQuery): Promise<AdminQuestionsResponse> {
      assertCanManageQuestionBank(actor);
      const [{ rows, total }, filterOptions] = await Promise.all([
        repository.listQuestions(query, {
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        }),
        loadCatalogue(),
      ]);
      return {
        questions: rows.map(presentAdminQuestion),
        filter_options: filterOptions,
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /** GET /api/admin/question/:id: staff see the answer key. */
    async getQuestion(actor: Actor, id: number): Promise<AdminQuestion> {
      assertCanManageQuestionBank(actor);
      return presentAdminQuestion(await requireQuestion(id));
    },

    /** POST /api/admin/addquestion. A teacher's question is filed under its task at once, so it is assigned. */
    async addQuestion(actor: Actor, input: AddQuestionRequest): Promise<AdminQuestion> {
      assertCanManageQuestionBank(actor);
      const { values, errors } = prepareQuestion(
        input,
        placementOf(input),
        indexCatalogue(await loadCatalogue()),
      );
      if (errors.length > 0) refuse(errors);
      const now = new Date().toISOString();
      const stored = await repository.insertQuestion(
        {
          ...values,
          generator_seed: null,
          purpose: 'practice',
          is_generated: false,
          created_at: now,
          updated_at: now,
        },
        revisionBy(actor, 'created', snapshotOf(values)),
      );
      onBankChanged();
      return presentAdminQuestion(stored);
    },

    /**
     * PUT /api/admin/update-question/:questionId/:difficultyChanged. The path's flag is the client's claim; the
     * history records whether the level really changed, compared on the server.
     */
    async updateQuestion(actor: Actor, id: number, input: UpdateQuestionRequest): Promise<AdminQuestion> {
      assertCanManageQuestionBank(actor);
      const current = await requireQuestion(id);
      const placement: PlacementValues = {
        course_id: input.course_id ?? current.course_id,
        subject_id: input.subject_id ?? current.subject_id,
        topic_id: input.topic_id ?? current.topic_id,
        skill_id: input.skill_id ?? current.skill_id,
        task_id: input.task_id ?? current.task_id,
      };
      // A typed question keeps its own kind of type when edited without options.
      const typedDefault =
        current.question_type === SINGLE_CHOICE_QUESTION_TYPE ? TYPED_QUESTION_TYPE : current.question_type;
      const { values: next, errors } = prepareQuestion(
        // An edit that sends no image, explanation or hints (a client of the spec's call) keeps what the question has.
        {
          ...input,
          image_url: input.image_url === undefined ? current.image_url : input.image_url,
          explanation: input.explanation === undefined ? current.explanation : input.explanation,
          hints: input.hints === undefined ? readHints(current) : input.hints,
        },
        placement,
        indexCatalogue(await loadCatalogue()),
        typedDefault,
      );
      if (errors.length > 0) refuse(errors);
      const changes = diffTracked(current, next);
      if (Object.keys(changes).length === 0) return presentAdminQuestion(current);
      const update: QuestionChanges = { ...next, updated_at: new Date().toISOString() };
      // A generated diagram's description does not describe the picture a teacher put in its place.
      if (next.image_url !== current.image_url) update.image_alt = null;
      const stored = await repository.updateQuestion(
        id,
        update,
        revisionBy(actor, 'updated', changes, 'difficult_level' in changes),
      );
      onBankChanged();
      return presentAdminQuestion(stored);
    },

    /** GET /api/admin/question/:id/history: who changed the question, when and what, newest first. */
    async getQuestionHistory(actor: Actor, id: number): Promise<QuestionHistoryResponse> {
      assertCanManageQuestionBank(actor);
      await requireQuestion(id);
      const rows = await repository.listRevisions(id);
      return {
        revisions: rows.map((row): QuestionRevision => ({
          id: row.id,
          action: row.action,
          changes: JSON.parse(row.changes) as QuestionRevision['changes'],
          difficulty_changed: Boolean(row.difficulty_changed),
          changed_by: { user_id: row.changed_by_user_id, name: row.changed_by_name },
          created_at: toIsoString(row.created_at),
        })),
      };
    },
  };
}

export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
