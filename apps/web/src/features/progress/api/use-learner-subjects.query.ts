import { COURSE_ID, type LearnerSubject } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../app/api-client';

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
