import { type Region, regionInputSchema, regionUpdateSchema } from '@rihla/shared/contracts/regions';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostNamespace } from '../../../i18n/use-host-namespace';
import { useCreateRegion, useRegion, useRegionHistory, useUpdateRegion } from '../api/regions-api';
import { NEW_REGION_VALUES, REGION_FORM_FIELDS, RegionForm, type RegionFormValues } from './region-form';

interface EditorProps {
  /** Back to the list (after a save, or on cancel). */
  onClose(): void;
}

const toValues = ({ nameAr, nameEn, schoolIds }: Region): RegionFormValues => ({ nameAr, nameEn, schoolIds });

function useSavedToast() {
  const { t } = useTranslation();
  const { toast, locale } = useShell();
  return (region: Region) =>
    toast.add({
      severity: 'success',
      summary: t('regions.saved', { name: nameIn(locale, region) }),
      life: 4000,
    });
}

export function RegionAdd({ onClose }: EditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegionFormValues>();
  const create = useCreateRegion();
  const saveOnce = useOneSaveAtATime(create);
  const onError = useSaveErrorHandler(form);
  const saved = useSavedToast();
  const finish = (values: RegionFormValues) => {
    const parsed = regionInputSchema.safeParse(values);
    if (!parsed.success) {
      onError(parsed.error);
      return;
    }
    saveOnce(parsed.data, {
      onSuccess: (region) => {
        saved(region);
        onClose();
      },
      onError,
    });
  };
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginBlockStart: 0 }}>
        {t('regions.add')}
      </Typography.Title>
      <RegionForm
        form={form}
        initialValues={NEW_REGION_VALUES}
        submitting={create.isPending}
        onFinish={finish}
        onCancel={onClose}
      />
    </>
  );
}

function RegionEditForm({
  region,
  refetch,
  onClose,
}: EditorProps & { region: Region; refetch(): Promise<{ data?: Region }> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegionFormValues>();
  const saved = useSavedToast();
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: region,
    refetch,
    fields: REGION_FORM_FIELDS,
    toFormValues: toValues,
    toInput: (values, version) => regionUpdateSchema.parse({ ...values, version }),
    mutation: useUpdateRegion(region.id),
    onSaved: (next) => {
      saved(next);
      onClose();
    },
  });
  return (
    <>
      {conflictAlert}
      <RegionForm
        form={form}
        initialValues={toValues(region)}
        submitting={submitting}
        onFinish={finish}
        onCancel={onClose}
      />
      <AuditHistoryCard
        title={t('regions.history')}
        history={useRegionHistory(region.id)}
        namespace={useHostNamespace()}
        entity="regions"
        style={{ marginBlockStart: 16 }}
      />
    </>
  );
}

/** The edit form of one region, its conflict alert when someone saved first, and its history. */
export function RegionEdit({ id, onClose }: EditorProps & { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const region = useRegion(id);
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginBlockStart: 0 }}>
        {region.data ? t('regions.editNamed', { name: nameIn(locale, region.data) }) : t('regions.edit')}
      </Typography.Title>
      <LoadedRecord query={region}>
        {(data) => <RegionEditForm region={data} refetch={region.refetch} onClose={onClose} />}
      </LoadedRecord>
    </>
  );
}
