import {
  type FamilyNoticePreferencesInput,
  familyNoticePreferencesSchema,
  familyPushKeySchema,
} from '@rihla/shared/contracts/family';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFamily } from '../../../family-context';
import { currentSubscription, pushState, subscriptionInput, turnPushOn } from '../web-push';

const PREFERENCES_KEY = ['family', 'notice-preferences'] as const;
const PUSH_STATE_KEY = ['family', 'push-state'] as const;

/** The parent's channels and "bus near" minutes (`GET /family/notice-preferences`). */
export function useNoticePreferences() {
  const { api } = useFamily();
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => parseAnswer(api.get('family/notice-preferences'), familyNoticePreferencesSchema),
  });
}

export function useSaveNoticePreferences() {
  const { api } = useFamily();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FamilyNoticePreferencesInput) =>
      parseAnswer(api.put('family/notice-preferences', { json: input }), familyNoticePreferencesSchema),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
    // Saved elsewhere meanwhile (the office, another phone): show what is kept now.
    onError: () => queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY }),
  });
}

/**
 * This phone's notifications: their state, read from the browser; when on, the subscription is
 * sent to the API again (it may have dropped it after a failure, or another parent used the phone).
 */
export function usePushState() {
  const { api } = useFamily();
  return useQuery({
    queryKey: PUSH_STATE_KEY,
    queryFn: async () => {
      const state = await pushState();
      const subscription = state === 'on' ? await currentSubscription() : null;
      if (subscription)
        await api.post('family/push-subscriptions', { json: subscriptionInput(subscription) });
      return state;
    },
  });
}

/** Turns this phone's notifications on (permission, subscription, the API told) or off. */
export function useSwitchPush() {
  const { api } = useFamily();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        const { state, subscription } = await turnPushOn(
          async () => (await parseAnswer(api.get('family/push-key'), familyPushKeySchema)).publicKey,
        );
        if (subscription) {
          await api.post('family/push-subscriptions', { json: subscriptionInput(subscription) });
        }
        return state;
      }
      const subscription = await currentSubscription();
      if (subscription) {
        await api
          .delete('family/push-subscriptions', { json: { endpoint: subscription.endpoint } })
          .catch((error: unknown) => {
            // Already gone from the API (a failed push removed it): nothing to undo there.
            if (!(error instanceof ProblemError && error.status === 404)) throw error;
          });
        await subscription.unsubscribe();
      }
      return pushState();
    },
    onSuccess: (state) => queryClient.setQueryData(PUSH_STATE_KEY, state),
  });
}
