/** The billing area's public types: other areas import these, never its repositories. */
export type { SubscriptionRecord, SubscriptionStanding } from './subscriptions.repository';
export type { SubscriptionsService } from './subscriptions.service';
