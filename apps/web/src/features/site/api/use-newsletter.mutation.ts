import type { NewsletterRequest, SiteAcknowledgement } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/addNewsLetterEmail (spec 1 §7). */
export function addNewsletterEmail(request: NewsletterRequest): Promise<SiteAcknowledgement> {
  return requestApi<SiteAcknowledgement>('/api/addNewsLetterEmail', { method: 'POST', body: request });
}

export function useAddNewsletterEmail() {
  return useMutation({ mutationFn: addNewsletterEmail });
}
