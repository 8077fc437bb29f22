import { SUBSCRIPTION_PAUSED_TITLE } from '@mathwise/api-contract';
import { isApiRequestError } from '../../lib/api-client';

/** The server refuses practice while the subscription is paused with 409 "Subscription paused". */
export function isPausedError(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 409 && error.title === SUBSCRIPTION_PAUSED_TITLE;
}
