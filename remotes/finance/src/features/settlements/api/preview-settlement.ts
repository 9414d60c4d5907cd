import type { SettlementCompose, SettlementPreview } from '@rihla/shared/contracts/settlements';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation } from '@tanstack/react-query';

/** What a settlement would pay, computed by the API without storing anything. */
export function previewSettlement(api: ApiClient, input: SettlementCompose): Promise<SettlementPreview> {
  return api.post('settlements/preview', { json: input }).json();
}

export function usePreviewSettlement() {
  const { api } = useShell();
  return useMutation({ mutationFn: (input: SettlementCompose) => previewSettlement(api, input) });
}
