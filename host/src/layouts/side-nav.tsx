import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePrefetchPage } from '../remotes/prefetch-page';
import { readableAreas } from './nav-areas';
import { CollapseIcon, NavIcon } from './nav-icons';

/** Every area the operator's role can read; collapsible to icons only. */
export function SideNav({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const { can, localePath } = useShell();
  const prefetch = usePrefetchPage();
  return (
    <nav className="side-nav" aria-label={t('nav.label')} data-collapsed={collapsed}>
      <div className="side-nav__brand">
        <span className="side-nav__logo" aria-hidden="true">
          ر
        </span>
        <span className="side-nav__name">{t('app.name')}</span>
      </div>
      <ul className="side-nav__list">
        {readableAreas(can).map(({ area, path, page }) => (
          <li key={area}>
            <NavLink
              to={localePath(path)}
              end={area === 'overview'}
              className="side-nav__link"
              title={collapsed ? t(`areas.${area}.title`) : undefined}
              onPointerEnter={() => prefetch(page)}
              onFocus={() => prefetch(page)}
            >
              <NavIcon area={area} />
              <span className="side-nav__label">{t(`areas.${area}.title`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="side-nav__toggle"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
      >
        <CollapseIcon collapsed={collapsed} />
      </button>
    </nav>
  );
}
