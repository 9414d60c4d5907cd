import {
  type RegistrationRequest,
  registrationRequestSchema,
} from '@rihla/shared/contracts/registration-requests';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

export interface RequestRejection {
  request: RegistrationRequest;
  reason: string;
}

export function rejectRegistrationRequest(
  api: ApiClient,
  { request, reason }: RequestRejection,
): Promise<RegistrationRequest> {
  return parseAnswer(
    api.post(`registration-requests/${request.id}/reject`, { json: { version: request.version, reason } }),
    registrationRequestSchema,
  );
}

export function useRejectRegistrationRequest(toasts: MutationToasts<RequestRejection, RegistrationRequest>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (rejection: RequestRejection) => rejectRegistrationRequest(api, rejection),
    invalidate: FAMILIES_KEY,
  });
}
