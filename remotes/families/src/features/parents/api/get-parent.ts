import { type Parent, parentSchema } from '@rihla/shared/contracts/parents';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentKeys } from './parent-keys';

export function getParent(api: ApiClient, id: string): Promise<Parent> {
  return parseAnswer(api.get(`parents/${id}`), parentSchema);
}

export function parentQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: parentKeys.detail(id), queryFn: () => getParent(api, id) });
}

/** One parent; nothing is asked while there is no id yet (a picker with no choice). */
export function useParent(id: string | undefined) {
  const { api } = useShell();
  return useQuery({ ...parentQueryOptions(api, id ?? ''), enabled: Boolean(id) });
}
