import type { PaymentConfig } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/payment/config: which card form to show (the sandbox's or Square's), with Square's public ids. */
export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['billing', 'payment-config'] as const,
  queryFn: ({ signal }) => requestApi<PaymentConfig>('/api/payment/config', { signal }),
  // The provider is server configuration: it changes only with a restart, never during a visit.
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
