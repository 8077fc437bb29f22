import type { AdminQuestionsQueryInput, AdminQuestionsResponse } from '@mathwise/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const adminQuestionsKey = ['question-bank', 'questions'] as const;

function toSearchParams(query: AdminQuestionsQueryInput): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as Array<[string, string | number | undefined]>) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/admin/questions: one page of the bank with the filter options. */
export const adminQuestionsQueryOptions = (query: AdminQuestionsQueryInput) =>
  queryOptions({
    queryKey: [...adminQuestionsKey, query] as const,
    queryFn: ({ signal }) =>
      requestApi<AdminQuestionsResponse>(`/api/admin/questions?${toSearchParams(query)}`, { signal }),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useAdminQuestions(query: AdminQuestionsQueryInput) {
  return useQuery(adminQuestionsQueryOptions(query));
}

/** The catalogue for the forms' cascading selects: the filter options of the smallest page, kept a while. */
export function useQuestionFilterOptions() {
  return useQuery({
    ...adminQuestionsQueryOptions({ page: 1, page_size: 5 }),
    staleTime: 5 * 60_000,
    select: (response) => response.filter_options,
  });
}
