import { formatMoney } from '@rihla/shared/format/number';
import type { PublicChoices } from '../api/use-public-choices';
import { fill } from '../messages';
import { useLanding } from '../messages-context';

/** The active subscription packages with their prices, from the public API. */
export function PackageList({ choices, onChoose }: { choices: PublicChoices; onChoose(id: string): void }) {
  const { locale, m } = useLanding();
  return (
    <section
      id="packages"
      className="section"
      aria-labelledby="packages-title"
      aria-busy={choices.status === 'loading'}
    >
      <h2 id="packages-title">{m.packages.title}</h2>
      <p className="section__lead">{m.packages.lead}</p>
      {choices.status === 'loading' && <p className="status">{m.packages.loading}</p>}
      {choices.status === 'failed' && (
        <p className="status status--error" role="alert">
          {m.packages.failed}{' '}
          <button type="button" className="button button--small" onClick={choices.retry}>
            {m.packages.retry}
          </button>
        </p>
      )}
      {choices.status === 'ready' && choices.packages.length === 0 && (
        <p className="status">{m.packages.empty}</p>
      )}
      {choices.status === 'ready' && choices.packages.length > 0 && (
        <ul className="card-grid package-grid">
          {choices.packages.map((pkg) => (
            <li key={pkg.id} className="card package-card" data-testid="package-card">
              <h3>{locale === 'ar' ? pkg.nameAr : pkg.nameEn}</h3>
              <p className="package-card__price">
                <span dir="ltr">{formatMoney(pkg.priceHalalas, locale)}</span>{' '}
                <span className="package-card__period">{m.packages.period[pkg.period]}</span>
              </p>
              <ul className="package-card__facts">
                <li>{m.packages.tripType[pkg.tripType]}</li>
                {pkg.siblingDiscountPercent > 0 && (
                  <li>{fill(m.packages.siblingDiscount, { percent: pkg.siblingDiscountPercent })}</li>
                )}
                {pkg.instalments > 1 && <li>{fill(m.packages.instalments, { count: pkg.instalments })}</li>}
              </ul>
              <div
                className="package-card__text"
                // Rich text the API sanitised with the editor's allow-list on save and again in /public/packages.
                dangerouslySetInnerHTML={{ __html: locale === 'ar' ? pkg.descriptionAr : pkg.descriptionEn }}
              />
              <button type="button" className="button" onClick={() => onChoose(pkg.id)}>
                {m.packages.choose}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
