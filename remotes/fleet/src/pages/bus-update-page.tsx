import type { Bus } from '@rihla/shared/contracts/buses';
import { busUpdateSchema } from '@rihla/shared/contracts/buses';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { StaleConflictAlert } from '@rihla/shared/ui/stale-conflict-alert';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useBus } from '../features/buses/api/get-bus';
import { useUpdateBus } from '../features/buses/api/update-bus';
import { BusForm } from '../features/buses/components/bus-form';
import {
  BUS_FORM_FIELDS,
  type BusFormValues,
  toBusFormValues,
  toBusInput,
} from '../features/buses/components/bus-form-values';
import { BusHistory } from '../features/buses/components/bus-history';

const LIST_PATH = '/dashboard/bus-screen';

function BusEdit({ bus, refetch }: { bus: Bus; refetch(): Promise<{ data?: Bus }> }) {
  const { t } = useTranslation('fleet');
  const { toast, localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<BusFormValues>();
  // The version this form edits: the one loaded, or the latest once the operator chose.
  const [version, setVersion] = useState(bus.version);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const save = useUpdateBus(bus.id);
  const onError = useSaveErrorHandler(form, BUS_FORM_FIELDS, () => setStale(true));

  const finish = (values: BusFormValues) => {
    const input = busUpdateSchema.parse({ ...toBusInput(values), version });
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.add({ severity: 'success', summary: t('bus.saved', { plate: saved.plateNumber }), life: 4000 });
        navigate(localePath(LIST_PATH));
      },
      onError,
    });
  };

  const resolve = async (keepMine: boolean) => {
    setReloading(true);
    const latest = (await refetch().finally(() => setReloading(false))).data;
    if (!latest) return;
    if (!keepMine) {
      const values = toBusFormValues(latest);
      form.setFields(BUS_FORM_FIELDS.map((name) => ({ name, value: values[name], errors: [] })));
    }
    setVersion(latest.version);
    setStale(false);
  };

  return (
    <>
      {stale ? (
        <StaleConflictAlert
          reloading={reloading}
          onReload={() => resolve(false)}
          onKeepMine={() => resolve(true)}
        />
      ) : null}
      <BusForm
        form={form}
        initialValues={toBusFormValues(bus)}
        submitting={save.isPending}
        onFinish={finish}
        onCancel={() => navigate(localePath(LIST_PATH))}
      />
      <BusHistory busId={bus.id} />
    </>
  );
}

export default function BusUpdatePage() {
  const { t } = useTranslation('fleet');
  const { id = '' } = useParams();
  const bus = useBus(id);
  return (
    <>
      <PageHeader
        title={t('bus.update.title')}
        subtitle={bus.data ? <Ltr>{bus.data.plateNumber}</Ltr> : null}
        backTo={LIST_PATH}
      />
      <RequirePermission permission="fleet:write">
        {bus.data ? (
          <BusEdit bus={bus.data} refetch={bus.refetch} />
        ) : bus.isError ? (
          <LoadErrorResult error={bus.error} onRetry={() => bus.refetch()} />
        ) : (
          <Skeleton active />
        )}
      </RequirePermission>
    </>
  );
}
