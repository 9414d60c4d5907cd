import { busInputSchema } from '@rihla/shared/contracts/buses';
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
import { useCreateBus } from '../features/buses/api/create-bus';
import { BusForm } from '../features/buses/components/bus-form';
import { type BusFormValues, NEW_BUS_VALUES, toBusInput } from '../features/buses/components/bus-form-values';
import { busDocuments } from '../features/buses/components/bus-road-documents';

const LIST_PATH = pathTo('bus-list');

function BusAdd() {
  const { t } = useTranslation('fleet');
  const { localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<BusFormValues>();
  const savedToast = useSavedWithDocumentsToast();
  const create = useCreateBus();
  const save = useOneSaveAtATime(create);
  const onError = useSaveErrorHandler(form);

  const finish = (values: BusFormValues) => {
    // The field rules already ran this schema; parsing again gives the normalised plate.
    const input = busInputSchema.parse(toBusInput(values));
    save(input, {
      onSuccess: (bus) => {
        savedToast(t('bus.saved', { plate: bus.plateNumber }), busDocuments(t, bus));
        navigate(localePath(LIST_PATH));
      },
      onError,
    });
  };

  return (
    <BusForm
      form={form}
      initialValues={NEW_BUS_VALUES}
      submitting={create.isPending}
      onFinish={finish}
      onCancel={() => navigate(localePath(LIST_PATH))}
    />
  );
}

export default function BusAddPage() {
  const { t } = useTranslation('fleet');
  return (
    <>
      <PageHeader title={t('bus.add.title')} backTo={LIST_PATH} />
      <RequirePermission permission="fleet:write">
        <BusAdd />
      </RequirePermission>
    </>
  );
}
