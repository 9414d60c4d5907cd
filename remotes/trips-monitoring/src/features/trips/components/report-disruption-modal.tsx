import { disruptionReportSchema } from '@rihla/shared/contracts/disruptions';
import type { TripDetails } from '@rihla/shared/contracts/trips';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DisruptionFields,
  type DisruptionFormValues,
  toDisruptionDetails,
} from '../../disruptions/components/disruption-fields';
import { useReportDisruption } from '../api/report-disruption';

/** The dispatcher's report of what stopped a trip; once sent, the disruption's page takes over. */
export function ReportDisruptionModal({ trip, onClose }: { trip: TripDetails; onClose(): void }) {
  useReturnFocus(true);
  const { t } = useTranslation('trips');
  const { toast, localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<DisruptionFormValues>();
  const report = useReportDisruption(trip.id);
  const reportOnce = useOneSaveAtATime(report);
  const onError = useSaveErrorHandler(form);
  const finish = (values: DisruptionFormValues) => {
    const parsed = disruptionReportSchema.safeParse({
      ...toDisruptionDetails(values),
      occurredAt: new Date().toISOString(),
      tripVersion: trip.version,
    });
    if (!parsed.success) {
      onError(parsed.error);
      return;
    }
    reportOnce(parsed.data, {
      onSuccess: (disruption) => {
        toast.add({ severity: 'warn', summary: t('report.reported'), life: 5000 });
        navigate(localePath(pathTo('disrupted-trip-update', { id: disruption.id })));
      },
      onError,
    });
  };
  return (
    <Modal
      open
      title={t('report.title')}
      okText={t('report.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: report.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Form<DisruptionFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          studentsMoved: 0,
          minutesLost: 0,
          notes: '',
        }}
        onFinish={finish}
      >
        <DisruptionFields trip={trip} />
      </Form>
    </Modal>
  );
}
