import { type Geofence, type GeofenceInput, geofenceSchema } from '@rihla/shared/contracts/geofences';
import { schoolSchema } from '@rihla/shared/contracts/schools';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQuery } from '@tanstack/react-query';

/** Query keys of the zones page (and the live map's overlay). */
export const zoneKeys = { all: ['zones'] as const };

/** Every zone, for the list and the map (a company draws tens of them). */
/** The zones, for those who read them: a school's staff see their buses on the map without them. */
export function useZones() {
  const { api, can } = useShell();
  return useQuery({
    ...allPagesQueryOptions(api, zoneKeys.all, 'geofences', geofenceSchema, { sort: 'nameAr:asc' }),
    enabled: can('trips:read'),
  });
}

/** The schools a school zone can surround. */
export function useSchoolOptions() {
  const { api } = useShell();
  return useQuery(allPagesQueryOptions(api, zoneKeys.all, 'schools', schoolSchema));
}

export interface ZoneSave {
  /** The zone redrawn, with the version the operator saw; none for a new zone. */
  existing?: Pick<Geofence, 'id' | 'version'>;
  input: GeofenceInput;
}

/** Creates or redraws a zone, then refreshes the list and the map. */
export function useSaveZone() {
  const { api, queryClient } = useShell();
  return useMutation({
    mutationFn: ({ existing, input }: ZoneSave) =>
      parseAnswer(
        existing
          ? api.put(`geofences/${existing.id}`, { json: { ...input, version: existing.version } })
          : api.post('geofences', { json: input }),
        geofenceSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zoneKeys.all }),
  });
}
