import {
  type RegistrationRequest,
  registrationRequestSchema,
} from '@rihla/shared/contracts/registration-requests';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

export function approveRegistrationRequest(
  api: ApiClient,
  request: RegistrationRequest,
): Promise<RegistrationRequest> {
  return parseAnswer(
    api.post(`registration-requests/${request.id}/approve`, { json: { version: request.version } }),
    registrationRequestSchema,
  );
}

export function useApproveRegistrationRequest(
  toasts: MutationToasts<RegistrationRequest, RegistrationRequest>,
) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (request: RegistrationRequest) => approveRegistrationRequest(api, request),
    invalidate: FAMILIES_KEY,
  });
}
