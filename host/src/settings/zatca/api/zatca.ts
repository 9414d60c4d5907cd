import {
  type ZatcaOnboardInput,
  zatcaOnboardingSchema,
  zatcaRejectedDocumentSchema,
} from '@rihla/shared/contracts/zatca';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

/** Query keys of the ZATCA settings. */
export const zatcaKeys = {
  all: ['settings', 'zatca'] as const,
  onboarding: ['settings', 'zatca', 'onboarding'] as const,
  rejected: ['settings', 'zatca', 'rejected'] as const,
};

/** GET /zatca/onboarding: where the installation stands with ZATCA. */
export function useZatcaOnboarding() {
  const { api } = useShell();
  return useQuery({
    queryKey: zatcaKeys.onboarding,
    queryFn: () => parseAnswer(api.get('zatca/onboarding'), zatcaOnboardingSchema),
  });
}

/** GET /zatca-documents/rejected: the documents ZATCA rejected, with its messages. */
export function useRejectedDocuments() {
  const { api } = useShell();
  return useQuery({
    queryKey: zatcaKeys.rejected,
    queryFn: () =>
      parseAnswer(
        api.get('zatca-documents/rejected'),
        z.object({ items: z.array(zatcaRejectedDocumentSchema) }),
      ),
  });
}

/** POST /zatca/onboarding: the key, the CSR, the compliance checks and the production CSID in one go. */
export function useOnboard() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ZatcaOnboardInput) =>
      parseAnswer(api.post('zatca/onboarding', { json: input, timeout: 120_000 }), zatcaOnboardingSchema),
    onSuccess: (view) => {
      queryClient.setQueryData(zatcaKeys.onboarding, view);
      return queryClient.invalidateQueries({ queryKey: zatcaKeys.all });
    },
  });
}
