import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { useTranslation } from 'react-i18next';
import { SettingsFrame } from '../settings-frame';
import { useCompany } from './api/get-company';
import { CompanyForm } from './components/company-form';
import { CompanyHistory } from './components/company-history';

/** /dashboard/settings/company: the company's own details, printed on documents and notices. */
export function CompanyPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('settings.sections.settings-company.title')} lead={t('company.lead')}>
      <CompanyDetails />
    </SettingsFrame>
  );
}

/** Inside the frame, so another role's browser asks the API nothing. */
function CompanyDetails() {
  const company = useCompany();
  return (
    <LoadedRecord query={company}>
      {(data) => (
        <>
          <CompanyForm company={data} refetch={company.refetch} />
          <CompanyHistory companyId={data.id} />
        </>
      )}
    </LoadedRecord>
  );
}
