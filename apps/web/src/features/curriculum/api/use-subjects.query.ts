import type { Subject } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getSubjectsByCourseID/:id: the grades of a course (course 1 is Ontario Mathematics). */
export const subjectsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['curriculum', 'subjects', courseId] as const,
    queryFn: ({ signal }) => requestApi<Subject[]>(`/api/getSubjectsByCourseID/${courseId}`, { signal }),
    staleTime: Infinity,
  });

export function useSubjects(courseId: number) {
  return useQuery(subjectsQueryOptions(courseId));
}
