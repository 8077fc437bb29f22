import { COURSE_ID, type LearnerSubject } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const learnerSubjectsPath = (learnerId: string) =>
  `/api/getSubjectsByLearnerID/${encodeURIComponent(learnerId)}/${COURSE_ID}`;

export const learnerSubjectsQueryOptions = (learnerId: string) =>
  queryOptions({
    queryKey: ['progress', 'subjects', learnerId, COURSE_ID] as const,
    queryFn: ({ signal }) => requestApi<LearnerSubject[]>(learnerSubjectsPath(learnerId), { signal }),
  });

/** The grades of the course with the learner's points, for the grade selectors. */
export function useLearnerSubjects(learnerId: string) {
  return useQuery({ ...learnerSubjectsQueryOptions(learnerId), enabled: learnerId !== '' });
}
