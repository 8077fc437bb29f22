import { COURSE_ID, type LearnerCoursePointsResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getLearnerCoursePoints/:courseId/:learnerId: points per topic across the course (the Overview). */
export const learnerCoursePointsQueryOptions = (learnerId: string) =>
  queryOptions({
    queryKey: ['progress', 'course-points', COURSE_ID, learnerId] as const,
    queryFn: ({ signal }) =>
      requestApi<LearnerCoursePointsResponse>(
        `/api/getLearnerCoursePoints/${COURSE_ID}/${encodeURIComponent(learnerId)}`,
        { signal },
      ),
    select: (response) => response.learner_info,
  });

export function useLearnerCoursePoints(learnerId: string) {
  return useQuery({ ...learnerCoursePointsQueryOptions(learnerId), enabled: learnerId !== '' });
}
