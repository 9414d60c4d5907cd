import { type Company, companySchema } from '@rihla/shared/contracts/company';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { Ltr } from './ltr';
import { useUiText } from './ui-texts';

/** The company's details (settings > company), cached for the page's life: they rarely change. */
function useCompany(): Company | undefined {
  const { api } = useShell();
  const query = useQuery({
    queryKey: ['company'],
    queryFn: async () => parseAnswer(api.get('company'), companySchema),
    staleTime: 5 * 60_000,
  });
  return query.data;
}

/**
 * The head of a printed document (issue #17 item 5): the company's logo, legal name in the page's
 * language (the other one when only that is filled in), commercial registration and VAT numbers,
 * address and phone. Numbers are LTR islands. Nothing is drawn until a legal name is set.
 */
export function CompanyLetterhead({ className }: { className?: string }) {
  const company = useCompany();
  const { locale } = useShell();
  const t = useUiText();
  if (!company) return null;
  const name =
    locale === 'ar'
      ? (company.legalNameAr ?? company.legalNameEn)
      : (company.legalNameEn ?? company.legalNameAr);
  if (!name) return null;
  return (
    <header
      className={['company-letterhead', className].filter(Boolean).join(' ')}
      data-testid="company-letterhead"
    >
      {company.logo && (
        <img src={company.logo} alt={t('letterhead.logo', { name })} className="company-letterhead__logo" />
      )}
      <div>
        <strong className="company-letterhead__name">{name}</strong>
        <div className="company-letterhead__ids">
          {company.crNumber && (
            <span>
              {t('letterhead.cr')} <Ltr>{company.crNumber}</Ltr>
            </span>
          )}
          {company.vatNumber && (
            <span>
              {t('letterhead.vat')} <Ltr>{company.vatNumber}</Ltr>
            </span>
          )}
        </div>
        {company.address && <div>{company.address}</div>}
        {company.phone && (
          <div>
            {t('letterhead.phone')} <Ltr>{company.phone}</Ltr>
          </div>
        )}
      </div>
    </header>
  );
}
