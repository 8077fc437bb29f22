import { COURSE_ID } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../app/api-client';

/**
 * One row of GET /api/getSubjectsByLearnerID/:learnerId/:courseId. The contract leaves this answer to the server
 * ("rows", spec 3 §7); this mirrors the server's schema until it moves into the contract package.
 */
export interface LearnerSubject {
  id: number;
  name: string;
  points: number;
  learner_points: number;
  is_current: boolean;
}

export const learnerSubjectsQueryOptions = (learnerId: string) =>
  queryOptions({
    queryKey: ['progress', 'subjects', learnerId, COURSE_ID] as const,
    queryFn: ({ signal }) =>
      requestApi<LearnerSubject[]>(
        `/api/getSubjectsByLearnerID/${encodeURIComponent(learnerId)}/${COURSE_ID}`,
        {
          signal,
        },
      ),
  });

/** The grades of the course with the learner's points, for the grade selectors. */
export function useLearnerSubjects(learnerId: string) {
  return useQuery({ ...learnerSubjectsQueryOptions(learnerId), enabled: learnerId !== '' });
}

/** The grade to open first: the learner's current grade, else the first one with points, else the first. */
export function pickInitialSubject(subjects: readonly LearnerSubject[]): LearnerSubject | undefined {
  return (
    subjects.find((subject) => subject.is_current) ??
    subjects.find((subject) => subject.learner_points > 0) ??
    subjects[0]
  );
}
