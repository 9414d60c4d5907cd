import {
  type Subscription,
  type SubscriptionCancelResult,
  subscriptionCancelResultSchema,
} from '@rihla/shared/contracts/subscriptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

/** Ends the version of the subscription the operator saw; its seat may go to the waitlist. */
export function cancelSubscription(
  api: ApiClient,
  subscription: Subscription,
): Promise<SubscriptionCancelResult> {
  return parseAnswer(
    api.post(`subscriptions/${subscription.id}/cancel`, { json: { version: subscription.version } }),
    subscriptionCancelResultSchema,
  );
}

export function useCancelSubscription(toasts: MutationToasts<Subscription, SubscriptionCancelResult>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (subscription: Subscription) => cancelSubscription(api, subscription),
    invalidate: FAMILIES_KEY,
  });
}
