import {
  type Subscription,
  type SubscriptionInput,
  type SubscriptionUpdate,
  subscriptionSchema,
} from '@rihla/shared/contracts/subscriptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

export function getSubscription(api: ApiClient, id: string): Promise<Subscription> {
  return parseAnswer(api.get(`subscriptions/${id}`), subscriptionSchema);
}

/** Subscribes a child of a family by hand: package, start day and instalments. */
export function useCreateSubscription(toasts: MutationToasts<SubscriptionInput, Subscription>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: SubscriptionInput) =>
      parseAnswer(api.post('subscriptions', { json: input }), subscriptionSchema),
    invalidate: FAMILIES_KEY,
  });
}

/** Changes a subscription at the version the operator read (a stale one is a 409 conflict). */
export function useUpdateSubscription(id: string, toasts: MutationToasts<SubscriptionUpdate, Subscription>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: SubscriptionUpdate) =>
      parseAnswer(api.put(`subscriptions/${id}`, { json: input }), subscriptionSchema),
    invalidate: FAMILIES_KEY,
  });
}
