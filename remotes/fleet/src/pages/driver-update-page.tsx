import type { Driver } from '@rihla/shared/contracts/drivers';
import { driverUpdateSchema } from '@rihla/shared/contracts/drivers';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate, useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useSavedWithDocumentsToast } from '@rihla/shared/ui/expired-documents';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDriver } from '../features/drivers/api/get-driver';
import { useUpdateDriver } from '../features/drivers/api/update-driver';
import { DriverForm } from '../features/drivers/components/driver-form';
import {
  DRIVER_FORM_FIELDS,
  type DriverFormValues,
  toDriverFormValues,
  toDriverInput,
} from '../features/drivers/components/driver-form-values';
import { driverDocuments } from '../features/drivers/components/driver-road-documents';

const detailsPath = (id: string) => pathTo('driver-details', { id });

function DriverEdit({ driver, refetch }: { driver: Driver; refetch(): Promise<{ data?: Driver }> }) {
  const { t } = useTranslation('fleet');
  const { localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<DriverFormValues>();
  const savedToast = useSavedWithDocumentsToast();
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: driver,
    refetch,
    fields: DRIVER_FORM_FIELDS,
    toFormValues: toDriverFormValues,
    toInput: (values, version) => driverUpdateSchema.parse({ ...toDriverInput(values), version }),
    mutation: useUpdateDriver(driver.id),
    onSaved: (saved) => {
      savedToast(t('driver.saved', { name: saved.fullName }), driverDocuments(t, saved));
      navigate(localePath(detailsPath(saved.id)));
    },
  });

  return (
    <>
      {conflictAlert}
      <DriverForm
        form={form}
        initialValues={toDriverFormValues(driver)}
        currentBus={driver.assignedBus}
        submitting={submitting}
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
        <LoadedRecord query={driver}>
          {(data) => <DriverEdit driver={data} refetch={driver.refetch} />}
        </LoadedRecord>
      </RequirePermission>
    </>
  );
}
