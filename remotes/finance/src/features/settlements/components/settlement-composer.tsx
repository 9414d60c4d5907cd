import type { SettlementPreview } from '@rihla/shared/contracts/settlements';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useUiText } from '@rihla/shared/ui/ui-texts';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSettlement } from '../api/create-settlement';
import { usePreviewSettlement } from '../api/preview-settlement';
import { SettlementComposeForm } from './settlement-compose-form';
import { COMPOSE_FIELD_NAMES, type ComposeValues, toCompose } from './settlement-compose-values';
import { SettlementPreviewCard } from './settlement-preview-card';

/** Pick a driver and a period, see what is owed, store a draft and open it. */
export function SettlementComposer() {
  const { t } = useTranslation('finance');
  const uiText = useUiText();
  const { localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<ComposeValues>();
  const [preview, setPreview] = useState<SettlementPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const onError = useSaveErrorHandler(form, COMPOSE_FIELD_NAMES);
  const compute = usePreviewSettlement();
  const create = useCreateSettlement({
    success: (saved) => t('settlement.created', { number: saved.number }),
    quiet: true,
  });
  const saveOnce = useOneSaveAtATime(create);

  async function showPreview() {
    // An invalid period stays on its fields (antd shows each field's message): nothing to ask yet.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setPreviewError(null);
    try {
      setPreview(await compute.mutateAsync(toCompose(values)));
    } catch (error) {
      setPreview(null);
      // The API's refusal of a field goes on that field, in its words (never "periodEnd: ...").
      if (error instanceof ProblemError && (error.problem.errors?.length ?? 0) > 0) {
        onError(error);
        return;
      }
      setPreviewError(error instanceof ProblemError ? error.problem.title : uiText('action.failed'));
    }
  }

  return (
    <>
      <SettlementComposeForm
        form={form}
        creating={create.isPending}
        canCreate={preview !== null && preview.tripCount > 0}
        onPreview={showPreview}
        onChange={() => setPreview(null)}
        onFinish={(values) =>
          saveOnce(toCompose(values), {
            onSuccess: (saved) => navigate(localePath(pathTo('settlement-details', { id: saved.id }))),
            onError,
          })
        }
      />
      {previewError && (
        <Alert type="error" showIcon message={previewError} style={{ marginBlockStart: 16 }} />
      )}
      {preview && <SettlementPreviewCard preview={preview} />}
    </>
  );
}
