import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Driver } from '@rihla/shared/contracts/drivers';
import type {
  SettlementCompose,
  SettlementDetails,
  SettlementPreview,
} from '@rihla/shared/contracts/settlements';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { financeKeys, useFinanceMutation } from '../features/api';
import { RiyalInput, toHalalas } from '../features/money';
import { SettlementLines, SettlementTotals } from '../features/settlement-lines';

interface ComposeValues {
  driverId?: string;
  periodStart?: Dayjs;
  periodEnd?: Dayjs;
  deductions: number | null;
  deductionNote: string;
}
const FIELDS = ['driverId', 'periodStart', 'periodEnd', 'deductions', 'deductionNote'] as const;

function toCompose(v: ComposeValues): SettlementCompose {
  return {
    driverId: v.driverId ?? '',
    periodStart: v.periodStart?.format('YYYY-MM-DD') ?? '',
    periodEnd: v.periodEnd?.format('YYYY-MM-DD') ?? '',
    deductionsHalalas: toHalalas(v.deductions),
    deductionNote: v.deductionNote ?? '',
  };
}

/** Settlement details without an id: pick a driver and a period, see what is owed, store a draft. */
export default function SettlementComposePage() {
  const { t } = useTranslation('finance');
  const { api, localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<ComposeValues>();
  const [preview, setPreview] = useState<SettlementPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const onError = useSaveErrorHandler(
    form,
    FIELDS.map((f) => (f === 'deductions' ? 'deductionsHalalas' : f)),
  );
  const drivers = useQuery({
    queryKey: financeKeys.get('driver-options'),
    queryFn: async (): Promise<Driver[]> =>
      (
        (await api
          .get('drivers', { searchParams: { role: 'driver', pageSize: 100, sort: 'fullName:asc' } })
          .json()) as ListResponse<Driver>
      ).items,
    staleTime: 60_000,
  });
  const create = useFinanceMutation(
    (input: SettlementCompose): Promise<SettlementDetails> => api.post('settlements', { json: input }).json(),
    (saved) => t('settlement.created', { number: saved.number }),
    true,
  );

  async function showPreview() {
    const values = await form.validateFields();
    setPreviewError(null);
    try {
      setPreview(await api.post('settlements/preview', { json: toCompose(values) }).json());
    } catch (error) {
      setPreview(null);
      setPreviewError(
        error instanceof ProblemError ? (error.problem.detail ?? error.problem.title) : t('common.failed'),
      );
    }
  }

  return (
    <>
      <PageHeader title={t('settlement.compose.title')} backTo={pathTo('settlement-list')} />
      <RequirePermission permission="finance:write">
        <Form<ComposeValues>
          form={form}
          layout="vertical"
          initialValues={{ deductions: 0, deductionNote: '' }}
          onValuesChange={() => setPreview(null)}
          onFinish={(values) =>
            create.mutate(toCompose(values), {
              onSuccess: (saved) => navigate(localePath(pathTo('settlement-details', { id: saved.id }))),
              onError,
            })
          }
          requiredMark="optional"
        >
          <Card>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="driverId"
                  label={t('settlement.fields.driver')}
                  rules={[{ required: true, message: t('settlement.compose.pickDriver') }]}
                >
                  <Select
                    showSearch
                    optionFilterProp="label"
                    loading={drivers.isLoading}
                    options={(drivers.data ?? []).map((d) => ({ value: d.id, label: d.fullName }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item
                  name="periodStart"
                  label={t('settlement.fields.periodStart')}
                  rules={[{ required: true, message: t('settlement.compose.pickDate') }]}
                >
                  <DateInput />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item
                  name="periodEnd"
                  label={t('settlement.fields.periodEnd')}
                  rules={[{ required: true, message: t('settlement.compose.pickDate') }]}
                >
                  <DateInput />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="deductions" label={t('settlement.fields.deductions')}>
                  <RiyalInput />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item name="deductionNote" label={t('settlement.fields.deductionNote')}>
                  <Input maxLength={500} />
                </Form.Item>
              </Col>
            </Row>
            <Alert
              type="info"
              showIcon
              message={t('settlement.compose.rule')}
              style={{ marginBlockEnd: 16 }}
            />
            <Space>
              <Button onClick={showPreview}>{t('settlement.compose.preview')}</Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={create.isPending}
                disabled={!preview || preview.tripCount === 0}
              >
                {t('settlement.compose.create')}
              </Button>
            </Space>
          </Card>
        </Form>
        {previewError && (
          <Alert type="error" showIcon message={previewError} style={{ marginBlockStart: 16 }} />
        )}
        {preview && (
          <Card
            title={t('settlement.compose.previewTitle', { name: preview.driverName })}
            style={{ marginBlockStart: 16 }}
          >
            {preview.tripCount === 0 ? (
              <Alert type="warning" showIcon message={t('settlement.compose.noTrips')} />
            ) : (
              <>
                <SettlementLines lines={preview.lines} />
                <SettlementTotals figures={preview} />
              </>
            )}
          </Card>
        )}
      </RequirePermission>
    </>
  );
}
