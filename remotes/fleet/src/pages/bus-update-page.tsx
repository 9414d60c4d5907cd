import type { BusDetail } from '@rihla/shared/contracts/buses';
import { busUpdateSchema } from '@rihla/shared/contracts/buses';
import { busComplianceGaps } from '@rihla/shared/contracts/road-safety';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate, useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useSavedWithDocumentsToast } from '@rihla/shared/ui/expired-documents';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { NotRecordedAlert } from '@rihla/shared/ui/not-recorded-alert';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { busDocuments } from '../features/buses/components/bus-road-documents';
import { BusTrackerCard } from '../features/buses/components/bus-tracker-card';
import { MaintenanceLog } from '../features/maintenance/components/maintenance-log';

const LIST_PATH = pathTo('bus-list');

function BusEdit({ bus, refetch }: { bus: BusDetail; refetch(): Promise<{ data?: BusDetail }> }) {
  const { t } = useTranslation('fleet');
  const { localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<BusFormValues>();
  const savedToast = useSavedWithDocumentsToast();
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: bus,
    refetch,
    fields: BUS_FORM_FIELDS,
    toFormValues: toBusFormValues,
    toInput: (values, version) => busUpdateSchema.parse({ ...toBusInput(values), version }),
    mutation: useUpdateBus(bus.id),
    onSaved: (saved) => {
      savedToast(t('bus.saved', { plate: saved.plateNumber }), busDocuments(t, saved));
      navigate(localePath(LIST_PATH));
    },
  });

  return (
    <>
      {conflictAlert}
      {/* A bus from before the TGA fields still goes out (docs/compliance.md); the operator is asked to fill them in. */}
      <NotRecordedAlert
        title={t('bus.gaps.title')}
        fields={busComplianceGaps(bus).map((gap) => t(`bus.gaps.${gap}`))}
        style={{ marginBlockEnd: 16 }}
      />
      <BusForm
        form={form}
        initialValues={toBusFormValues(bus)}
        submitting={submitting}
        onFinish={finish}
        onCancel={() => navigate(localePath(LIST_PATH))}
      />
      <BusTrackerCard bus={bus} />
      <MaintenanceLog bus={bus} />
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
        <LoadedRecord query={bus}>{(data) => <BusEdit bus={data} refetch={bus.refetch} />}</LoadedRecord>
      </RequirePermission>
    </>
  );
}
