import {
  MAX_QUESTION_HINTS,
  SINGLE_CHOICE_QUESTION_TYPE,
  type AdminQuestion,
  type FilterOptions,
  type LearnerQuestion,
} from '@mathwise/api-contract';

/** The form as the inputs hold it: text boxes and selects give strings; the shared schemas coerce them. */
export interface QuestionFormValues {
  title: string;
  description: string;
  answer: string;
  question_options: Array<{ label: string; value: string }>;
  difficult_level: string;
  points: string | number;
  course_id: string;
  subject_id: string;
  topic_id: string;
  skill_id: string;
  task_id: string;
  image_url: string | null;
  /** The worked explanation a learner sees after "Show me how" or a second wrong answer. */
  explanation: string;
  /** Always MAX_QUESTION_HINTS boxes; the empty ones are left out of the request. */
  hints: string[];
}

export const PLACE_FIELDS = ['course_id', 'subject_id', 'topic_id', 'skill_id', 'task_id'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

export const EMPTY_QUESTION_FORM: QuestionFormValues = {
  title: '',
  description: '',
  answer: '',
  question_options: [],
  difficult_level: '1',
  points: '',
  course_id: '',
  subject_id: '',
  topic_id: '',
  skill_id: '',
  task_id: '',
  image_url: null,
  explanation: '',
  hints: Array.from({ length: MAX_QUESTION_HINTS }, () => ''),
};

/** The hint boxes of a question: its hints, then empty boxes up to MAX_QUESTION_HINTS. */
function toHintBoxes(hints: readonly string[]): string[] {
  return Array.from({ length: MAX_QUESTION_HINTS }, (_, index) => hints[index] ?? '');
}

const idText = (id: number | null): string => (id === null ? '' : String(id));

export function toFormValues(question: AdminQuestion): QuestionFormValues {
  return {
    title: question.title,
    description: question.description ?? '',
    answer: question.answer,
    question_options: question.question_options ?? [],
    difficult_level: String(question.difficult_level),
    points: question.points,
    course_id: idText(question.course_id),
    subject_id: idText(question.subject_id),
    topic_id: idText(question.topic_id),
    skill_id: idText(question.skill_id),
    task_id: idText(question.task_id),
    image_url: question.image_url,
    explanation: question.explanation ?? '',
    hints: toHintBoxes(question.hints ?? []),
  };
}

/** The hints a learner would read, in order: the boxes that hold text. */
export function filledHints(values: Pick<QuestionFormValues, 'hints'>): string[] {
  return values.hints.filter((hint) => hint.trim() !== '');
}

/**
 * The request body the shared schema checks: an empty place select is absent, no options means a typed question,
 * and an empty description is none. The schema then gives the spec's message for each field.
 */
export function toRequestInput(values: QuestionFormValues): Record<string, unknown> {
  const place = Object.fromEntries(
    PLACE_FIELDS.map((field) => [field, values[field] === '' ? undefined : values[field]]),
  );
  return {
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    answer: values.answer,
    question_options: values.question_options.length > 0 ? values.question_options : null,
    difficult_level: values.difficult_level,
    points: values.points === '' ? undefined : values.points,
    image_url: values.image_url,
    explanation: values.explanation.trim() === '' ? null : values.explanation,
    hints: filledHints(values),
    ...place,
  };
}

/** Setting a place clears every level below it (the same cascade as the table's filters). */
export function changePlace(
  values: QuestionFormValues,
  field: PlaceField,
  value: string,
): QuestionFormValues {
  const next = { ...values, [field]: value };
  for (const below of PLACE_FIELDS.slice(PLACE_FIELDS.indexOf(field) + 1)) next[below] = '';
  return next;
}

/** The choices of each place select under the level chosen above it. */
export function listPlaceChoices(options: FilterOptions | undefined, values: QuestionFormValues) {
  const toChoices = (rows: Array<{ id: number; name: string }>) =>
    rows.map((row) => ({ value: String(row.id), label: row.name }));
  const id = (text: string) => (text === '' ? undefined : Number(text));
  return {
    course_id: toChoices(options?.courses ?? []),
    subject_id: toChoices((options?.subjects ?? []).filter((row) => row.course_id === id(values.course_id))),
    topic_id: toChoices((options?.topics ?? []).filter((row) => row.subject_id === id(values.subject_id))),
    skill_id: toChoices((options?.skills ?? []).filter((row) => row.topic_id === id(values.topic_id))),
    task_id: toChoices((options?.tasks ?? []).filter((row) => row.skill_id === id(values.skill_id))),
  };
}

/** The question as a learner would receive it (no answer key), for the live preview. */
export function toPreviewQuestion(values: QuestionFormValues, fallbackTitle: string): LearnerQuestion {
  const options = values.question_options.filter(
    (option) => option.label.trim() !== '' || option.value.trim() !== '',
  );
  const id = (text: string) => (text === '' ? null : Number(text));
  return {
    id: 0,
    title: values.title.trim() === '' ? fallbackTitle : values.title,
    description: values.description.trim() === '' ? null : values.description,
    question_type: options.length > 0 ? SINGLE_CHOICE_QUESTION_TYPE : 'typed',
    question_options: options.length > 0 ? options : null,
    difficult_level: Math.min(5, Math.max(1, Number(values.difficult_level) || 1)),
    points: Number(values.points) || 0,
    image_url: values.image_url,
    course_id: id(values.course_id),
    subject_id: id(values.subject_id),
    topic_id: id(values.topic_id),
    skill_id: id(values.skill_id),
    task_id: id(values.task_id),
  };
}
