import type { FilterOptions, QuestionStatusFilter } from '@mathwise/api-contract';

/** The table's filters in the spec's order (spec 3 §2): a change resets every filter after it (spec 3 §4). */
export const FILTER_ORDER = ['status', 'course_id', 'subject_id', 'topic_id', 'skill_id'] as const;
export type FilterName = (typeof FILTER_ORDER)[number];

export interface QuestionFilters {
  status: QuestionStatusFilter;
  course_id: number | undefined;
  subject_id: number | undefined;
  topic_id: number | undefined;
  skill_id: number | undefined;
}

export const EMPTY_FILTERS: QuestionFilters = {
  status: 'all',
  course_id: undefined,
  subject_id: undefined,
  topic_id: undefined,
  skill_id: undefined,
};

/** Sets one filter and clears every filter below it, so a skill can never stay chosen under another topic. */
export function changeFilter<TName extends FilterName>(
  filters: QuestionFilters,
  name: TName,
  value: QuestionFilters[TName],
): QuestionFilters {
  const next: QuestionFilters = { ...filters, [name]: value };
  for (const below of FILTER_ORDER.slice(FILTER_ORDER.indexOf(name) + 1)) {
    if (below === 'status') continue;
    next[below] = undefined;
  }
  return next;
}

const toId = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

/**
 * The place filters from the path /admin-portal/questions/:courseId?/:subjectId?/:topicId?/:skillId?. A level is
 * read only while every level above it is, so a hand-typed /questions/x/2 filters nothing.
 */
export function readPathFilters(params: Record<string, string | undefined>): Omit<QuestionFilters, 'status'> {
  const course_id = toId(params.courseId);
  const subject_id = course_id === undefined ? undefined : toId(params.subjectId);
  const topic_id = subject_id === undefined ? undefined : toId(params.topicId);
  const skill_id = topic_id === undefined ? undefined : toId(params.skillId);
  return { course_id, subject_id, topic_id, skill_id };
}

/** The chosen place ids in path order, stopping at the first level not chosen. */
export function toPathIds(filters: QuestionFilters): number[] {
  const ids: number[] = [];
  for (const id of [filters.course_id, filters.subject_id, filters.topic_id, filters.skill_id]) {
    if (id === undefined) break;
    ids.push(id);
  }
  return ids;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The choices of each level under the level above it (spec 3 §3 Filter options). */
export function listFilterChoices(options: FilterOptions | undefined, filters: QuestionFilters) {
  const toOptions = (rows: Array<{ id: number; name: string }>): SelectOption[] =>
    rows.map((row) => ({ value: String(row.id), label: row.name }));
  if (!options) return { courses: [], subjects: [], topics: [], skills: [] };
  return {
    courses: toOptions(options.courses),
    subjects: toOptions(options.subjects.filter((row) => row.course_id === filters.course_id)),
    topics: toOptions(options.topics.filter((row) => row.subject_id === filters.subject_id)),
    skills: toOptions(options.skills.filter((row) => row.topic_id === filters.topic_id)),
  };
}
