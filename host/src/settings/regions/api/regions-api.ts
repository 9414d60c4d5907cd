import {
  type Region,
  type RegionInput,
  type RegionUpdate,
  regionSchema,
} from '@rihla/shared/contracts/regions';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Query keys of the regions: every list, option list and record sits under `all`. */
export const regionKeys = {
  all: ['settings', 'regions'] as const,
  detail: (id: string) => ['settings', 'regions', 'detail', id] as const,
};

/** A page of regions for the list's URL query. */
export function useRegions(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(listQueryOptions(api, regionKeys.all, 'regions', params, regionSchema));
}

/** Every region by Arabic name: the operators' "Regions" picker. */
export function useRegionOptions() {
  const { api } = useShell();
  return useQuery(allPagesQueryOptions(api, regionKeys.all, 'regions', regionSchema, { sort: 'nameAr:asc' }));
}

export function useRegion(id: string) {
  const { api } = useShell();
  return useQuery(
    queryOptions({
      queryKey: regionKeys.detail(id),
      queryFn: (): Promise<Region> => parseAnswer(api.get(`regions/${id}`), regionSchema),
    }),
  );
}

export function useCreateRegion() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegionInput) => parseAnswer(api.post('regions', { json: input }), regionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }),
  });
}

export function useUpdateRegion(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegionUpdate) => parseAnswer(api.put(`regions/${id}`, { json: input }), regionSchema),
    onSuccess: (region) => {
      queryClient.setQueryData(regionKeys.detail(id), region);
      return queryClient.invalidateQueries({ queryKey: regionKeys.all });
    },
  });
}

/** Audit entries of a region, newest first, a page at a time. */
export function useRegionHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, regionKeys.all, 'regions', id));
}
