import {
  type ReportSend,
  reportSendSchema,
  type ScheduledReport,
  type ScheduledReportInput,
  scheduledReportSchema,
} from '@rihla/shared/contracts/scheduled-reports';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { idempotencyHeaders } from '@rihla/shared/ui/use-one-shot';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/** Query keys of the scheduled reports; every write refreshes both the list and the log. */
export const scheduledReportKeys = {
  all: ['scheduled-reports'] as const,
  list: ['scheduled-reports', 'list'] as const,
  sends: ['scheduled-reports', 'sends'] as const,
};

export function useScheduledReports() {
  const { api } = useShell();
  return useQuery({
    queryKey: scheduledReportKeys.list,
    queryFn: () => parseAnswer(api.get('scheduled-reports'), z.array(scheduledReportSchema)),
  });
}

/** The log of what was sent to whom; it follows the outbox while e-mails are still waiting. */
export function useReportSends() {
  const { api } = useShell();
  return useQuery({
    queryKey: scheduledReportKeys.sends,
    queryFn: () => parseAnswer(api.get('scheduled-reports/sends'), z.array(reportSendSchema)),
    refetchInterval: (query) =>
      query.state.data?.some((send) =>
        send.deliveries.some((d) => d.status === 'pending' || d.status === 'sending'),
      )
        ? 5_000
        : false,
  });
}

export function saveScheduledReport(
  api: ApiClient,
  id: string | null,
  input: ScheduledReportInput,
): Promise<ScheduledReport> {
  const answer = id
    ? api.put(`scheduled-reports/${id}`, { json: input })
    : api.post('scheduled-reports', { json: input });
  return parseAnswer(answer, scheduledReportSchema);
}

export async function deleteScheduledReport(api: ApiClient, id: string): Promise<void> {
  await api.delete(`scheduled-reports/${id}`);
}

export function sendReportNow(api: ApiClient, id: string, key: string): Promise<ReportSend> {
  return parseAnswer(
    api.post(`scheduled-reports/${id}/send`, { headers: idempotencyHeaders(key) }),
    reportSendSchema,
  );
}
