import type { PlannerFigures, PlannerProposal } from '@rihla/shared/contracts/planner';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';

const ROWS = ['buses', 'drivingHours', 'longestRideMinutes', 'ridersPerBus', 'riders', 'notServed'] as const;
type Row = (typeof ROWS)[number];

function figureOf(figures: PlannerFigures | null, row: Row): number | null {
  if (!figures) return null;
  return row === 'drivingHours' ? Math.round((figures.drivingMinutes / 60) * 10) / 10 : figures[row];
}

/** The proposal's figures beside the current plan's, row by row. */
export function ProposalFigures({ figures }: { figures: PlannerProposal['figures'] }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const shown = (value: number | null) => (value === null ? '—' : formatNumber(value, locale));
  return (
    <Card title={t('planner.figures')}>
      <Table
        size="small"
        pagination={false}
        rowKey="row"
        dataSource={ROWS.map((row) => ({
          row,
          proposal: figureOf(figures.proposal, row),
          current: figureOf(figures.current, row),
        }))}
        columns={[
          { title: t('planner.figure'), dataIndex: 'row', render: (row: Row) => t(`planner.figure_${row}`) },
          { title: t('planner.proposal'), dataIndex: 'proposal', render: shown },
          {
            title: figures.currentDate ? (
              <>
                {t('planner.current')} (<DateText value={figures.currentDate} />)
              </>
            ) : (
              t('planner.current')
            ),
            dataIndex: 'current',
            render: shown,
          },
        ]}
      />
    </Card>
  );
}
