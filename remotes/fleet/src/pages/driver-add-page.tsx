import { driverInputSchema } from '@rihla/shared/contracts/drivers';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useSavedWithDocumentsToast } from '@rihla/shared/ui/expired-documents';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateDriver } from '../features/drivers/api/create-driver';
import { DriverForm } from '../features/drivers/components/driver-form';
import {
  type DriverFormValues,
  NEW_DRIVER_VALUES,
  toDriverInput,
} from '../features/drivers/components/driver-form-values';
import { driverDocuments } from '../features/drivers/components/driver-road-documents';

const LIST_PATH = pathTo('driver-list');

function DriverAdd() {
  const { t } = useTranslation('fleet');
  const { localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<DriverFormValues>();
  const savedToast = useSavedWithDocumentsToast();
  const create = useCreateDriver();
  const save = useOneSaveAtATime(create);
  const onError = useSaveErrorHandler(form);

  const finish = (values: DriverFormValues) => {
    // The field rules already ran this schema; parsing again gives the normalised phone.
    const input = driverInputSchema.parse(toDriverInput(values));
    save(input, {
      onSuccess: (driver) => {
        savedToast(t('driver.saved', { name: driver.fullName }), driverDocuments(t, driver));
        navigate(localePath(pathTo('driver-details', { id: driver.id })));
      },
      onError,
    });
  };

  return (
    <DriverForm
      form={form}
      initialValues={NEW_DRIVER_VALUES}
      submitting={create.isPending}
      onFinish={finish}
      onCancel={() => navigate(localePath(LIST_PATH))}
    />
  );
}

export default function DriverAddPage() {
  const { t } = useTranslation('fleet');
  return (
    <>
      <PageHeader title={t('driver.add.title')} backTo={LIST_PATH} />
      <RequirePermission permission="fleet:write">
        <DriverAdd />
      </RequirePermission>
    </>
  );
}
