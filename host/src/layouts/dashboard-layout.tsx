import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useFocusOnPageChange } from '../app/focus-on-page-change';
import { AlertToasts } from '../shell/toasts/alert-toasts';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

const COLLAPSED_KEY = 'rihla:nav-collapsed';

function initiallyCollapsed(): boolean {
  const saved = localStorage.getItem(COLLAPSED_KEY);
  if (saved !== null) return saved === 'true';
  return window.matchMedia('(max-width: 900px)').matches;
}

/** The "default" layout of the spec: side navigation, header and the routed page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const main = useRef<HTMLElement>(null);
  useFocusOnPageChange(main);
  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  };
  return (
    <div className="dashboard" data-collapsed={collapsed}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <AlertToasts />
      <SideNav collapsed={collapsed} onToggle={toggle} />
      <div className="dashboard__body">
        <AppHeader />
        <main id="main" className="dashboard__main" tabIndex={-1} ref={main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
