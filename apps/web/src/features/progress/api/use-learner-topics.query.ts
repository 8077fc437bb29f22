import type { LearnerTopic } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const learnerTopicsPath = (subjectId: number, learnerId: string) =>
  `/api/getLearnerTopicsBySubjectID/${subjectId}/${encodeURIComponent(learnerId)}`;

/** GET /api/getLearnerTopicsBySubjectID/:subjectId/:learnerId: a grade's topics with points and skills. */
export const learnerTopicsQueryOptions = (subjectId: number, learnerId: string) =>
  queryOptions({
    queryKey: ['progress', 'topics', subjectId, learnerId] as const,
    queryFn: ({ signal }) => requestApi<LearnerTopic[]>(learnerTopicsPath(subjectId, learnerId), { signal }),
  });

export function useLearnerTopics(subjectId: number | undefined, learnerId: string) {
  return useQuery({
    ...learnerTopicsQueryOptions(subjectId ?? 0, learnerId),
    enabled: subjectId !== undefined && learnerId !== '',
  });
}
