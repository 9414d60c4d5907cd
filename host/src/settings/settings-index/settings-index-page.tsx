import { localizedPath } from '@rihla/shared/routes/route-table';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsFrame } from '../settings-frame';
import { availableSections } from '../settings-sections';

/** /dashboard/settings: one card per settings section, each opening its page. */
export function SettingsIndexPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  return (
    <SettingsFrame title={t('settings.title')} lead={t('settings.lead')} isIndex>
      <ul className="area-grid">
        {availableSections().map(({ page, path, icon }) => (
          <li key={page}>
            <Link to={localizedPath(path, locale)} className="area-card">
              <span className="area-card__icon" aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  width="22"
                  height="22"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={icon} />
                </svg>
              </span>
              <span className="area-card__title">{t(`settings.sections.${page}.title`)}</span>
              <span className="area-card__text">{t(`settings.sections.${page}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsFrame>
  );
}
