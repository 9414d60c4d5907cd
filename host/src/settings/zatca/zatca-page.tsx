import {
  ZATCA_ENVIRONMENTS,
  type ZatcaOnboardInput,
  type ZatcaOnboarding,
  zatcaOnboardInputSchema,
} from '@rihla/shared/contracts/zatca';
import { formatDateTime } from '@rihla/shared/format/date';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr, ltrInputStyle } from '@rihla/shared/ui/ltr';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsFrame } from '../settings-frame';
import { useOnboard, useRejectedDocuments, useZatcaOnboarding } from './api/zatca';

/** /dashboard/settings/zatca: onboarding with ZATCA's FATOORA and the state of the reporting (ADR 0073). */
export function ZatcaPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('settings.sections.settings-zatca.title')} lead={t('zatca.lead')}>
      <ZatcaDetails />
    </SettingsFrame>
  );
}

/** Inside the frame, so another role's browser asks the API nothing. */
function ZatcaDetails() {
  const onboarding = useZatcaOnboarding();
  return (
    <LoadedRecord query={onboarding}>
      {(data) => (
        <Flex vertical gap={16}>
          <ZatcaAlarms onboarding={data} />
          <ZatcaStatus onboarding={data} />
          <OnboardForm onboarding={data} />
          <RejectedDocuments />
        </Flex>
      )}
    </LoadedRecord>
  );
}

/** A refused CSID stops signing; documents unreported for a day are late: both said at the top. */
function ZatcaAlarms({ onboarding }: { onboarding: ZatcaOnboarding }) {
  const { t } = useTranslation();
  return (
    <>
      {onboarding.csidRefusedAt && (
        <Alert type="error" showIcon role="alert" className="settings-alert" message={t('zatca.refused')} />
      )}
      {onboarding.lateReports > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="settings-alert"
          message={t('zatca.late', { count: onboarding.lateReports })}
        />
      )}
    </>
  );
}

function ZatcaStatus({ onboarding }: { onboarding: ZatcaOnboarding }) {
  const { t } = useTranslation();
  const onboarded = onboarding.status === 'onboarded';
  return (
    <Card title={t('zatca.status.title')} className="settings-card">
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('zatca.status.state')}>
          <Tag color={onboarded ? 'green' : 'default'} data-testid="zatca-state">
            {t(`zatca.state.${onboarding.status}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('zatca.fields.environment')}>
          {onboarding.environment ? t(`zatca.environment.${onboarding.environment}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('zatca.status.gateway')}>
          <Ltr>{onboarding.apiUrl}</Ltr>
        </Descriptions.Item>
        <Descriptions.Item label={t('zatca.status.certificate')}>
          {onboarding.certificateSerial ? <Ltr>{onboarding.certificateSerial}</Ltr> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('zatca.status.expires')}>
          {onboarding.certificateExpiresAt ? (
            <Ltr>{formatDateTime(onboarding.certificateExpiresAt)}</Ltr>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('zatca.status.onboardedAt')}>
          {onboarding.onboardedAt ? <Ltr>{formatDateTime(onboarding.onboardedAt)}</Ltr> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('zatca.status.pending')}>{onboarding.pendingReports}</Descriptions.Item>
        <Descriptions.Item label={t('zatca.status.rejected')}>
          {onboarding.rejectedDocuments}
        </Descriptions.Item>
      </Descriptions>
      {!onboarded && <p className="page-lead">{t('zatca.notOnboarded')}</p>}
    </Card>
  );
}

const identity = (values: ZatcaOnboardInput) => values;

/** The environment, the branch and category the CSR names, and the portal's one-time password. */
function OnboardForm({ onboarding }: { onboarding: ZatcaOnboarding }) {
  const { t } = useTranslation();
  const { toast, direction } = useShell();
  const [form] = Form.useForm<ZatcaOnboardInput>();
  const rules = useZodFormRules(zatcaOnboardInputSchema, identity);
  const onboard = useOnboard();
  const onError = useSaveErrorHandler(form);
  const finish = (values: ZatcaOnboardInput) =>
    onboard.mutate(zatcaOnboardInputSchema.parse(values), {
      onSuccess: () => {
        form.resetFields(['otp']);
        toast.add({ severity: 'success', summary: t('zatca.onboarded'), life: 6000 });
      },
      onError,
    });
  return (
    <Card
      title={t(onboarding.status === 'onboarded' ? 'zatca.form.again' : 'zatca.form.title')}
      className="settings-card"
    >
      <p className="page-lead">{t('zatca.form.lead')}</p>
      <Form<ZatcaOnboardInput>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={{ environment: onboarding.environment ?? 'sandbox', branch: '', businessCategory: '' }}
        requiredMark="optional"
      >
        <Form.Item
          name="environment"
          label={t('zatca.fields.environment')}
          rules={rules('environment')}
          required
        >
          <Select
            options={ZATCA_ENVIRONMENTS.map((value) => ({ value, label: t(`zatca.environment.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="branch" label={t('zatca.fields.branch')} rules={rules('branch')} required>
          <Input count={{ show: true, max: 64 }} />
        </Form.Item>
        <Form.Item
          name="businessCategory"
          label={t('zatca.fields.businessCategory')}
          rules={rules('businessCategory')}
          required
        >
          <Input count={{ show: true, max: 64 }} />
        </Form.Item>
        <Form.Item
          name="otp"
          label={t('zatca.fields.otp')}
          extra={t('zatca.fields.otpHint')}
          rules={rules('otp')}
          required
        >
          <Input inputMode="numeric" autoComplete="one-time-code" style={ltrInputStyle(direction)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={onboard.isPending}>
          {t('zatca.form.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** The documents ZATCA rejected, with its messages and a link to their invoice: what to act on. */
function RejectedDocuments() {
  const { t } = useTranslation();
  const { localePath } = useShell();
  const rejected = useRejectedDocuments();
  return (
    <Card title={t('zatca.rejected.title')} className="settings-card">
      <Table
        rowKey="uuid"
        size="small"
        loading={rejected.isLoading}
        dataSource={rejected.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t('zatca.rejected.none') }}
        columns={[
          {
            title: t('zatca.rejected.invoice'),
            key: 'invoice',
            render: (_, row) => (
              <Link
                to={`${localePath(pathTo('financial-management'))}?tab=invoices&q=${encodeURIComponent(row.parentName)}`}
              >
                <Ltr>{`${row.invoiceNumber} · ICV ${row.icv}`}</Ltr>
              </Link>
            ),
          },
          { title: t('zatca.rejected.kind'), key: 'kind', render: (_, row) => t(`zatca.kind.${row.kind}`) },
          { title: t('zatca.rejected.parent'), dataIndex: 'parentName' },
          {
            title: t('zatca.rejected.issuedAt'),
            key: 'issuedAt',
            render: (_, row) => <Ltr>{formatDateTime(row.issuedAt)}</Ltr>,
          },
          {
            title: t('zatca.rejected.messages'),
            key: 'messages',
            render: (_, row) => (
              <ul className="zatca-messages">
                {row.messages.map((message) => (
                  <li key={`${message.code}-${message.message}`}>
                    <Ltr>{message.code}</Ltr> {message.message}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </Card>
  );
}
