import type { ReportSend, ScheduledReport } from '@rihla/shared/contracts/scheduled-reports';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { type Keyed, useOneShot } from '@rihla/shared/ui/use-one-shot';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { Button, Card, Flex, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteScheduledReport,
  scheduledReportKeys,
  sendReportNow,
  useReportSends,
  useScheduledReports,
} from '../features/scheduled-reports/api/scheduled-reports-api';
import { reportName, scheduleText } from '../features/scheduled-reports/components/schedule-text';
import { ScheduledReportForm } from '../features/scheduled-reports/components/scheduled-report-form';

const DELIVERY_COLORS: Record<ReportSend['deliveries'][number]['status'], string> = {
  pending: 'processing',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  unsent: 'warning',
};

/** Reports e-mailed on a schedule: the list, the form, "send now" and the log of what went to whom (ADR 0065). */
export default function ScheduledReportsPage() {
  const { t } = useTranslation('trips');
  return (
    <>
      <PageHeader
        title={t('scheduledReports.title')}
        subtitle={t('scheduledReports.subtitle')}
        backTo={pathTo('kpis')}
      />
      <RequirePermission permission="reports:manage">
        <ScheduledReports />
      </RequirePermission>
    </>
  );
}

function ScheduledReports() {
  const { t } = useTranslation('trips');
  const { api, locale } = useShell();
  const reports = useScheduledReports();
  const sends = useReportSends();
  const [editing, setEditing] = useState<ScheduledReport | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const open = (report: ScheduledReport | null) => {
    setEditing(report);
    setFormOpen(true);
  };
  const send = useToastedMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<ScheduledReport>) =>
      sendReportNow(api, input.id, idempotencyKey),
    invalidate: scheduledReportKeys.all,
    success: (result) => t('scheduledReports.queued', { count: result.deliveries.length }),
  });
  const sendOnce = useOneShot(send);
  const remove = useToastedMutation({
    mutationFn: (report: ScheduledReport) => deleteScheduledReport(api, report.id),
    invalidate: scheduledReportKeys.all,
    success: () => t('scheduledReports.deleted'),
  });

  const columns: TableColumnsType<ScheduledReport> = [
    { key: 'report', title: t('scheduledReports.fields.kind'), render: (_, r) => reportName(r, t, locale) },
    {
      key: 'schedule',
      title: t('scheduledReports.fields.schedule'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>
            {scheduleText(r, t)} <Ltr>({r.timeZone})</Ltr>
          </span>
          <Typography.Text type="secondary">
            {t('scheduledReports.fields.nextRunAt')}: <DateTimeText value={r.nextRunAt} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'format',
      title: t('scheduledReports.fields.format'),
      render: (_, r) =>
        `${t(`scheduledReports.format.${r.format}`)} · ${r.language === 'ar' ? 'العربية' : 'English'}`,
    },
    {
      key: 'recipients',
      title: t('scheduledReports.fields.recipients'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          {r.recipients.map((address) => (
            <Ltr key={address}>{address}</Ltr>
          ))}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('update.actions'),
      // Long recipient lists scroll the table; what can be done with a report stays in view.
      fixed: 'end',
      render: (_, r) => (
        <Space wrap>
          <Button
            size="small"
            type="primary"
            loading={send.isPending && send.variables?.input.id === r.id}
            onClick={() => sendOnce(r)}
            aria-label={t('scheduledReports.sendNowOf', { report: reportName(r, t, locale) })}
          >
            {t('scheduledReports.sendNow')}
          </Button>
          <Button size="small" onClick={() => open(r)}>
            {t('scheduledReports.editShort')}
          </Button>
          <Popconfirm
            title={t('scheduledReports.deleteConfirm')}
            okText={t('scheduledReports.delete')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove.mutate(r)}
          >
            <Button size="small" danger>
              {t('scheduledReports.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const sendColumns: TableColumnsType<ReportSend> = [
    {
      key: 'at',
      title: t('scheduledReports.log.at'),
      render: (_, s) => <DateTimeText value={s.createdAt} />,
    },
    { key: 'report', title: t('scheduledReports.fields.kind'), render: (_, s) => reportName(s, t, locale) },
    {
      key: 'period',
      title: t('scheduledReports.log.period'),
      render: (_, s) => (
        <Ltr>{s.periodFrom === s.periodTo ? s.periodTo : `${s.periodFrom} – ${s.periodTo}`}</Ltr>
      ),
    },
    {
      key: 'why',
      title: t('scheduledReports.log.why'),
      render: (_, s) =>
        s.slotAt ? (
          <span>
            {t('scheduledReports.log.slot')} <DateTimeText value={s.slotAt} />
          </span>
        ) : (
          t('scheduledReports.log.sendNow')
        ),
    },
    {
      key: 'deliveries',
      title: t('scheduledReports.log.deliveries'),
      render: (_, s) => (
        <Space orientation="vertical" size={2}>
          {s.deliveries.map((d) => (
            <span key={d.address}>
              <Tag color={DELIVERY_COLORS[d.status]}>{t(`scheduledReports.delivery.${d.status}`)}</Tag>
              <Ltr>{d.address}</Ltr>
            </span>
          ))}
        </Space>
      ),
    },
  ];

  if (reports.error) return <LoadErrorResult error={reports.error} onRetry={() => reports.refetch()} />;
  return (
    <Flex vertical gap="middle">
      <Card
        title={t('scheduledReports.listTitle')}
        extra={
          <Button type="primary" onClick={() => open(null)}>
            {t('scheduledReports.add')}
          </Button>
        }
      >
        <Table
          rowKey="id"
          size="small"
          loading={reports.isPending}
          columns={columns}
          dataSource={reports.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('scheduledReports.none') }}
        />
      </Card>
      <Card title={t('scheduledReports.log.title')}>
        <Table
          rowKey="id"
          size="small"
          loading={sends.isPending}
          columns={sendColumns}
          dataSource={sends.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('scheduledReports.log.none') }}
        />
      </Card>
      <ScheduledReportForm report={editing} open={formOpen} onClose={() => setFormOpen(false)} />
    </Flex>
  );
}
