import type { Driver } from '@rihla/shared/contracts/drivers';
import { driverUpdateSchema } from '@rihla/shared/contracts/drivers';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { StaleConflictAlert } from '@rihla/shared/ui/stale-conflict-alert';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDriver } from '../features/drivers/api/get-driver';
import { useUpdateDriver } from '../features/drivers/api/update-driver';
import { DriverForm } from '../features/drivers/components/driver-form';
import {
  DRIVER_FORM_FIELDS,
  type DriverFormValues,
  toDriverFormValues,
  toDriverInput,
} from '../features/drivers/components/driver-form-values';

const detailsPath = (id: string) => `/dashboard/drivers-screen/drivers-details/${id}`;

function DriverEdit({ driver, refetch }: { driver: Driver; refetch(): Promise<{ data?: Driver }> }) {
  const { t } = useTranslation('fleet');
  const { toast, localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<DriverFormValues>();
  // The version this form edits: the one loaded, or the latest once the operator chose.
  const [version, setVersion] = useState(driver.version);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const save = useUpdateDriver(driver.id);
  const onError = useSaveErrorHandler(form, DRIVER_FORM_FIELDS, () => setStale(true));

  const finish = (values: DriverFormValues) => {
    const input = driverUpdateSchema.parse({ ...toDriverInput(values), version });
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.add({ severity: 'success', summary: t('driver.saved', { name: saved.fullName }), life: 4000 });
        navigate(localePath(detailsPath(saved.id)));
      },
      onError,
    });
  };

  const resolve = async (keepMine: boolean) => {
    setReloading(true);
    const latest = (await refetch().finally(() => setReloading(false))).data;
    if (!latest) return;
    if (!keepMine) {
      const values = toDriverFormValues(latest);
      form.setFields(DRIVER_FORM_FIELDS.map((name) => ({ name, value: values[name], errors: [] })));
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
      <DriverForm
        form={form}
        initialValues={toDriverFormValues(driver)}
        currentBus={driver.assignedBus}
        submitting={save.isPending}
        onFinish={finish}
        onCancel={() => navigate(localePath(detailsPath(driver.id)))}
      />
    </>
  );
}

export default function DriverUpdatePage() {
  const { t } = useTranslation('fleet');
  const { id = '' } = useParams();
  const driver = useDriver(id);
  return (
    <>
      <PageHeader
        title={t('driver.update.title')}
        subtitle={driver.data?.fullName}
        backTo={detailsPath(id)}
      />
      <RequirePermission permission="fleet:write">
        {driver.data ? (
          <DriverEdit driver={driver.data} refetch={driver.refetch} />
        ) : driver.isError ? (
          <LoadErrorResult error={driver.error} onRetry={() => driver.refetch()} />
        ) : (
          <Skeleton active />
        )}
      </RequirePermission>
    </>
  );
}
