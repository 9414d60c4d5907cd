import { registrationRequestSchema } from '@rihla/shared/contracts/registration-requests';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { registrationRequestKeys } from './registration-request-keys';

export function registrationRequestsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(
    api,
    registrationRequestKeys.all,
    'registration-requests',
    params,
    registrationRequestSchema,
  );
}

/** A page of the registration queue for the list's URL query. */
export function useRegistrationRequests(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(registrationRequestsQueryOptions(api, params));
}
