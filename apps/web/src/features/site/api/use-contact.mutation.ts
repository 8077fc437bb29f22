import type { ContactRequest, SiteAcknowledgement } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/contact-us (spec 1 §7). */
export function sendContactMessage(message: ContactRequest): Promise<SiteAcknowledgement> {
  return requestApi<SiteAcknowledgement>('/api/contact-us', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
