import { AGEING_BUCKETS } from '@rihla/shared/contracts/finance-reports';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { CsvExportLink } from '@rihla/shared/ui/csv-export-link';
import { Money } from '@rihla/shared/ui/money';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgeing } from '../api/get-ageing';

/** What is owed by how overdue it is, with the count of invoices in each bucket. */
export function AgeingCard() {
  const { t } = useTranslation('finance');
  const ageing = useAgeing();
  return (
    <Card
      title={t('ageing.title')}
      extra={<CsvExportLink href={csvExportUrl('finance/ageing', new URLSearchParams())} />}
      style={{ marginBlockEnd: 16 }}
    >
      {ageing.data ? (
        <Row gutter={16}>
          {AGEING_BUCKETS.map((bucket) => (
            <Col xs={24} sm={12} md={6} key={bucket}>
              <div data-testid={`ageing-${bucket}`}>
                <Statistic
                  title={t(`ageing.${bucket}`)}
                  valueRender={() => <Money halalas={ageing.data.buckets[bucket] ?? 0} />}
                />
                <small>{t('ageing.invoices', { number: ageing.data.counts[bucket] ?? 0 })}</small>
              </div>
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}
