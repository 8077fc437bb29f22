import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  EMPTY_FILTERS,
  readPathFilters,
  toPathIds,
  type QuestionFilters,
} from './question-filters';

const skillChosen: QuestionFilters = {
  status: 'assigned',
  course_id: 1,
  subject_id: 2,
  topic_id: 7,
  skill_id: 30,
};

describe('changeFilter (spec 3 §4: a changed filter resets the filters below it)', () => {
  it('keeps the levels above and clears every level below the changed one', () => {
    expect(changeFilter(skillChosen, 'topic_id', 8)).toEqual({
      ...skillChosen,
      topic_id: 8,
      skill_id: undefined,
    });
    expect(changeFilter(skillChosen, 'subject_id', 3)).toEqual({
      ...skillChosen,
      subject_id: 3,
      topic_id: undefined,
      skill_id: undefined,
    });
    expect(changeFilter(skillChosen, 'course_id', undefined)).toEqual({
      ...EMPTY_FILTERS,
      status: 'assigned',
    });
    expect(changeFilter(skillChosen, 'skill_id', 31)).toEqual({ ...skillChosen, skill_id: 31 });
  });

  it('treats status as the first filter: changing it clears the whole place', () => {
    expect(changeFilter(skillChosen, 'status', 'unassigned')).toEqual({
      ...EMPTY_FILTERS,
      status: 'unassigned',
    });
  });
});

describe('the filters in the path', () => {
  it('reads each level only under the one above it', () => {
    expect(readPathFilters({ courseId: '1', subjectId: '2', topicId: '7', skillId: '30' })).toEqual({
      course_id: 1,
      subject_id: 2,
      topic_id: 7,
      skill_id: 30,
    });
    expect(readPathFilters({ courseId: 'x', subjectId: '2' })).toEqual({
      course_id: undefined,
      subject_id: undefined,
      topic_id: undefined,
      skill_id: undefined,
    });
    expect(readPathFilters({ courseId: '1', subjectId: '0' }).subject_id).toBeUndefined();
  });

  it('writes the chosen levels in order', () => {
    expect(toPathIds(skillChosen)).toEqual([1, 2, 7, 30]);
    expect(toPathIds({ ...skillChosen, topic_id: undefined })).toEqual([1, 2]);
  });
});
