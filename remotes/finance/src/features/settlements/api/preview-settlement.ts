import {
  type SettlementCompose,
  type SettlementPreview,
  settlementPreviewSchema,
} from '@rihla/shared/contracts/settlements';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation } from '@tanstack/react-query';

/** What a settlement would pay, computed by the API without storing anything. */
export function previewSettlement(api: ApiClient, input: SettlementCompose): Promise<SettlementPreview> {
  return parseAnswer(api.post('settlements/preview', { json: input }), settlementPreviewSchema);
}

export function usePreviewSettlement() {
  const { api } = useShell();
  return useMutation({ mutationFn: (input: SettlementCompose) => previewSettlement(api, input) });
}
