import { type ExpiringDocuments, expiringDocumentsSchema } from '@rihla/shared/contracts/overview';
import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OverviewCard } from './overview-card';
import { StatFigure } from './stat-figure';
import { useOverviewQuery } from './use-overview-query';

const KINDS = [
  { key: 'driverLicences', path: pathTo('driver-list') },
  { key: 'busInspections', path: pathTo('bus-list') },
  { key: 'busInsurances', path: pathTo('bus-list') },
  { key: 'busOperatingCards', path: pathTo('bus-list') },
  { key: 'crewCertificates', path: pathTo('driver-list') },
  { key: 'busServices', path: withQuery(pathTo('bus-list'), { service: 'due' }) },
] as const satisfies readonly { key: keyof ExpiringDocuments; path: string }[];

/** Licences, inspections, insurance, operating cards, crews' TGA certificates and bus services that block trips once expired or overdue. */
export function ExpiringDocumentsCard() {
  const { t } = useTranslation();
  const { localePath } = useShell();
  const query = useOverviewQuery('expiring-documents', expiringDocumentsSchema);
  return (
    <OverviewCard
      id="expiring-documents"
      title={t('overview.expiringDocuments')}
      to={localePath(pathTo('driver-list'))}
      query={query}
    >
      {(data) => {
        const total = KINDS.reduce((sum, { key }) => sum + data[key].expired + data[key].expiring, 0);
        const anyExpired = KINDS.some(({ key }) => data[key].expired > 0);
        return (
          <StatFigure
            value={total}
            caption={t('overview.expiringCaption')}
            tone={anyExpired ? 'danger' : total > 0 ? 'warn' : undefined}
          >
            <ul className="document-counts">
              {KINDS.map(({ key, path }) => (
                <li key={key} data-kind={key}>
                  <Link to={localePath(path)}>{t(`overview.documents.${key}`)}</Link>
                  <span className={data[key].expired > 0 ? 'document-counts__expired' : undefined}>
                    {t('overview.expired', { number: data[key].expired })}
                  </span>
                  <span>{t('overview.expiring', { number: data[key].expiring })}</span>
                </li>
              ))}
            </ul>
          </StatFigure>
        );
      }}
    </OverviewCard>
  );
}
