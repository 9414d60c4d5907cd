import type { PlannerProposal } from '@rihla/shared/contracts/planner';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { busColour } from './bus-colours';

/** Each bus of the proposal with its driver and the routes it serves in order, in its map colour. */
export function ProposalBuses({ proposal }: { proposal: PlannerProposal }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const routeByKey = new Map(proposal.routes.map((r) => [r.key, r]));
  const schoolById = new Map(proposal.schools.map((s) => [s.id, s]));
  return (
    <Card title={t('planner.buses', { count: proposal.buses.length })}>
      <Table
        size="small"
        rowKey={(_, index) => String(index)}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={proposal.buses.map((bus, index) => ({ ...bus, index }))}
        columns={[
          {
            title: t('fields.bus'),
            key: 'bus',
            render: (_, bus) => (
              <Space>
                <Tag color={busColour(bus.index)}>{bus.index + 1}</Tag>
                {bus.plateNumber ? (
                  <Ltr>{bus.plateNumber}</Ltr>
                ) : (
                  <Typography.Text type="danger">{t('planner.noBus')}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('fields.driver'),
            dataIndex: 'driverName',
            render: (name: string | null) => name ?? '—',
          },
          {
            title: t('planner.routes'),
            key: 'routes',
            render: (_, bus) => (
              <Space orientation="vertical" size={2}>
                {bus.routeKeys.map((key) => {
                  const route = routeByKey.get(key);
                  const school = route ? schoolById.get(route.schoolId) : undefined;
                  if (!route || !school) return null;
                  return (
                    <span key={key}>
                      {nameIn(locale, school)}
                      {route.gender ? ` (${t(`planner.gender_${route.gender}`)})` : ''} ·{' '}
                      <Ltr>
                        {route.departureTime}–{route.arrivalTime}
                      </Ltr>{' '}
                      · {t('planner.riders', { count: route.riders })} ·{' '}
                      {t('planner.rideMinutes', { count: Math.round(route.rideMinutes) })}
                    </span>
                  );
                })}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** Students of the chosen schools the proposal does not carry, and why. */
export function NotServed({ proposal }: { proposal: PlannerProposal }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const studentById = new Map(proposal.students.map((s) => [s.id, s]));
  return (
    <Card title={t('planner.notServed', { count: proposal.unplanned.length })}>
      {proposal.unplanned.length > 0 ? (
        <Table
          size="small"
          rowKey="studentId"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={proposal.unplanned}
          columns={[
            {
              title: t('planner.student'),
              dataIndex: 'studentId',
              render: (id: string) => {
                const student = studentById.get(id);
                return student ? nameIn(locale, student) : id;
              },
            },
            {
              title: t('planner.reason'),
              dataIndex: 'reason',
              render: (reason: string) => t(`planner.reason_${reason}`),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
