import type { FilterOptions } from '@mathwise/api-contract';

export interface Placement {
  course_id?: number | null | undefined;
  subject_id?: number | null | undefined;
  topic_id?: number | null | undefined;
  skill_id?: number | null | undefined;
  task_id?: number | null | undefined;
}

export interface FieldError {
  field: string;
  message: string;
}

type Level = 'course' | 'subject' | 'topic' | 'skill' | 'task';

/** Each level and the field that names its parent in the catalogue. */
const LEVELS: Array<{ level: Level; field: keyof Placement; label: string; parentField?: keyof Placement }> =
  [
    { level: 'course', field: 'course_id', label: 'Course' },
    { level: 'subject', field: 'subject_id', label: 'Subject', parentField: 'course_id' },
    { level: 'topic', field: 'topic_id', label: 'Topic', parentField: 'subject_id' },
    { level: 'skill', field: 'skill_id', label: 'Skill', parentField: 'topic_id' },
    { level: 'task', field: 'task_id', label: 'Task', parentField: 'skill_id' },
  ];

/** The catalogue as lookups: each id to its parent id. */
export interface CatalogueIndex {
  parents: Record<Level, Map<number, number | null>>;
}

export function indexCatalogue(catalogue: FilterOptions): CatalogueIndex {
  return {
    parents: {
      course: new Map(catalogue.courses.map((row) => [row.id, null])),
      subject: new Map(catalogue.subjects.map((row) => [row.id, row.course_id])),
      topic: new Map(catalogue.topics.map((row) => [row.id, row.subject_id])),
      skill: new Map(catalogue.skills.map((row) => [row.id, row.topic_id])),
      task: new Map(catalogue.tasks.map((row) => [row.id, row.skill_id])),
    },
  };
}

/**
 * Checks that every given id exists and that each lies under the one above it (a task of the chosen skill, a skill
 * of the chosen topic...), so a question can never be filed under a place that does not exist.
 */
export function findPlacementErrors(index: CatalogueIndex, placement: Placement): FieldError[] {
  const errors: FieldError[] = [];
  for (const { level, field, label, parentField } of LEVELS) {
    const id = placement[field];
    if (id === undefined || id === null) continue;
    const parentId = index.parents[level].get(id);
    if (parentId === undefined) {
      errors.push({ field, message: `${label} ${id} does not exist` });
      continue;
    }
    const givenParent = parentField ? placement[parentField] : undefined;
    if (parentField && givenParent !== undefined && givenParent !== null && parentId !== givenParent) {
      const parentLabel = LEVELS.find((entry) => entry.field === parentField)?.label.toLowerCase() ?? '';
      errors.push({ field, message: `${label} ${id} is not in ${parentLabel} ${givenParent}` });
    }
  }
  return errors;
}
