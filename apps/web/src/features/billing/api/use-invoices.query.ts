import type { Invoice, InvoicesResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Invoices, or the server's empty-state text when there are none (spec 2 §2). */
export type InvoiceList =
  { kind: 'invoices'; invoices: Invoice[] } | { kind: 'empty'; title: string; body: string };

export const invoicesQueryKey = (subscriptionId: number) => ['billing', 'invoices', subscriptionId] as const;

/** The spec says the answer's data may arrive as a JSON string; both shapes are read. */
function readInvoices(response: InvoicesResponse | { data: string }): InvoiceList {
  if ('data' in response) {
    const data: unknown = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
    return { kind: 'invoices', invoices: Array.isArray(data) ? (data as Invoice[]) : [] };
  }
  return { kind: 'empty', title: response.title, body: response.body };
}

/** POST /api/payment/user/invoices. */
export const invoicesQueryOptions = (subscriptionId: number) =>
  queryOptions({
    queryKey: invoicesQueryKey(subscriptionId),
    queryFn: async ({ signal }) =>
      readInvoices(
        await requestApi<InvoicesResponse | { data: string }>('/api/payment/user/invoices', {
          method: 'POST',
          body: { subscription: subscriptionId },
          signal,
        }),
      ),
  });

export function useInvoices(subscriptionId: number | null) {
  return useQuery({ ...invoicesQueryOptions(subscriptionId ?? 0), enabled: subscriptionId !== null });
}
