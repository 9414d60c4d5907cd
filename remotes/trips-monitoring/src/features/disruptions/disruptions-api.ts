import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Disruption, DisruptionResolve, DisruptionUpdate } from '@rihla/shared/contracts/disruptions';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '../trips/trips-api';

const disruptionKeys = {
  list: (params: string) => [...tripKeys.all, 'disruptions', params] as const,
  detail: (id: string) => [...tripKeys.all, 'disruption', id] as const,
};

export function useDisruptions(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery({
    queryKey: disruptionKeys.list(params.toString()),
    queryFn: (): Promise<ListResponse<Disruption>> => api.get('disruptions', { searchParams: params }).json(),
    placeholderData: keepPreviousData,
  });
}

export function useDisruption(id: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: disruptionKeys.detail(id),
    queryFn: (): Promise<Disruption> => api.get(`disruptions/${id}`).json(),
  });
}

export const disruptionsExportUrl = (params: URLSearchParams) => csvExportUrl('disruptions', params);

export function useUpdateDisruption(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisruptionUpdate): Promise<Disruption> =>
      api.put(`disruptions/${id}`, { json: input }).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
  });
}

export function useResolveDisruption(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisruptionResolve): Promise<Disruption> =>
      api.post(`disruptions/${id}/resolve`, { json: input }).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
  });
}
