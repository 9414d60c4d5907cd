import {
  type Disruption,
  type DisruptionReport,
  disruptionSchema,
} from '@rihla/shared/contracts/disruptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

/** Reports a disruption of a running trip (the trip becomes disrupted). */
export function reportDisruption(
  api: ApiClient,
  tripId: string,
  input: DisruptionReport,
): Promise<Disruption> {
  return parseAnswer(api.post(`trips/${tripId}/disruptions`, { json: input }), disruptionSchema);
}

export function useReportDisruption(tripId: string) {
  const { api } = useShell();
  return useTripMutation((input: DisruptionReport) => reportDisruption(api, tripId, input));
}
