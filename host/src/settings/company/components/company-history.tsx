import { timeZoneName } from '@rihla/shared/format/time-zone-name';
import { useShell } from '@rihla/shared/shell/shell-context';
import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { useTranslation } from 'react-i18next';
import { useHostNamespace } from '../../../i18n/use-host-namespace';
import { useCompanyHistory } from '../api/get-company-history';

const LTR_FIELDS = ['crNumber', 'vatNumber', 'phone', 'legalNameEn'];

/** Who changed the company's details, and what. */
export function CompanyHistory({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  return (
    <AuditHistoryCard
      title={t('company.history')}
      history={useCompanyHistory(companyId)}
      namespace={useHostNamespace()}
      entity="company"
      valueLabels={{ currency: ['company.currencies'] }}
      ltrFields={LTR_FIELDS}
      formatters={{ timeZone: (zone) => timeZoneName(zone, locale) }}
      style={{ marginBlockStart: 16 }}
    />
  );
}
