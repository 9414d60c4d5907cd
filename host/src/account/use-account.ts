import { type Account, type AccountUpdate, accountSchema } from '@rihla/shared/contracts/account';
import {
  recoveryCodesSchema,
  type SecondFactorSetup,
  secondFactorSetupSchema,
} from '@rihla/shared/contracts/second-factor';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSession } from '../app/fetch-session';
import { sessionStore } from '../app/session-store';

const accountKey = ['account'] as const;

/** GET /account: the signed-in operator's own record and how many other sessions they have. */
export function useAccount() {
  const { api } = useShell();
  return useQuery({
    queryKey: accountKey,
    queryFn: async () => parseAnswer(api.get('account'), accountSchema),
  });
}

/** The console reads name, language and colour scheme from the session: reload it after a change. */
async function refreshSession() {
  sessionStore.set(await fetchSession());
}

export function useUpdateAccount() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountUpdate): Promise<Account> =>
      parseAnswer(api.put('account', { json: input }), accountSchema),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKey, account);
      await refreshSession();
    },
  });
}

/**
 * POST /auth/password. The success is told here, not by the form: changing a temporary password
 * ends it, and the form it was typed in goes away with it (with the form's own callbacks).
 */
export function useChangePassword(successText: string) {
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post('auth/password', { json: input, retry: 0 }),
    onSuccess: async () => {
      toast.add({ severity: 'success', summary: successText, life: 4000 });
      await queryClient.invalidateQueries({ queryKey: accountKey });
      await refreshSession();
    },
  });
}

export function useSignOutOthers(successText: string) {
  const { api } = useShell();
  return useToastedMutation({
    mutationFn: () => api.post('account/sign-out-others'),
    invalidate: accountKey,
    success: () => successText,
  });
}

/** POST /account/second-factor/setup: a new secret (and its QR) that waits for a first code. */
export function useStartSecondFactor() {
  const { api } = useShell();
  return useMutation({
    mutationFn: (): Promise<SecondFactorSetup> =>
      parseAnswer(api.post('account/second-factor/setup', { retry: 0 }), secondFactorSetupSchema),
  });
}

/**
 * POST /account/second-factor/confirm: the first code turns the factor on; the answer's recovery
 * codes are shown once. The session is reloaded: an operator who owed a factor may now go on.
 */
export function useConfirmSecondFactor() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await parseAnswer(
          api.post('account/second-factor/confirm', { json: { code }, retry: 0 }),
          recoveryCodesSchema,
        )
      ).recoveryCodes,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKey });
      await refreshSession();
    },
  });
}

/**
 * POST /account/second-factor/recovery-codes: a current code (the app's or a recovery code) buys a
 * new set of recovery codes, shown once; the old ones stop working.
 */
export function useNewRecoveryCodes() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await parseAnswer(
          api.post('account/second-factor/recovery-codes', { json: { code }, retry: 0 }),
          recoveryCodesSchema,
        )
      ).recoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}

/**
 * POST /account/second-factor/turn-off: a current code turns the operator's own factor off (the
 * API refuses when the company requires one of them). The session is reloaded with it (the form,
 * gone then, is not there to hear it: the success is told here); the form tells a refusal.
 */
export function useTurnOffSecondFactor(successText: string) {
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await api.post('account/second-factor/turn-off', { json: { code }, retry: 0 });
    },
    onSuccess: async () => {
      toast.add({ severity: 'success', summary: successText, life: 4000 });
      await queryClient.invalidateQueries({ queryKey: accountKey });
      await refreshSession();
    },
  });
}
