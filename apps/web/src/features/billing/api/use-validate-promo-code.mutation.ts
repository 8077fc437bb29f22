import type { PromoCodeCheckResponse } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/validatePromoCode (no sign-in needed): the code's percent off, or a 400 when it is not valid. */
export function validatePromoCode(code: string): Promise<PromoCodeCheckResponse> {
  return requestApi<PromoCodeCheckResponse>('/api/validatePromoCode', {
    method: 'POST',
    body: { code_number: code },
  });
}

export function useValidatePromoCode() {
  return useMutation({ mutationFn: validatePromoCode });
}
