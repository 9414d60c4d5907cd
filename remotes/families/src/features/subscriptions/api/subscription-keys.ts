import { FAMILIES_KEY } from '../../families-keys';

/** Query keys of the subscription resource; invalidating `subscriptionKeys.all` refreshes every subscription view. */
export const subscriptionKeys = {
  all: [...FAMILIES_KEY, 'subscriptions'] as const,
};
