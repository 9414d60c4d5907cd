import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { AntdScope } from '@rihla/shared/ui/antd-scope';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Every settings page sits in this frame: administrators only (any other role gets the forbidden
 * view, whatever link brought them), antd's scope, and a way back to the settings index.
 */
export function SettingsFrame({
  title,
  lead,
  isIndex = false,
  children,
}: {
  title: string;
  lead?: string;
  /** The index itself has no way back to itself. */
  isIndex?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { localePath } = useShell();
  return (
    <AntdScope>
      <RequirePermission permission="operators:manage">
        <div className="settings-page">
          {!isIndex && (
            <nav aria-label={t('settings.breadcrumb')} className="settings-page__back">
              <Link to={localePath(pathTo('settings'))}>{t('settings.title')}</Link>
            </nav>
          )}
          <h1 className="page-title">{title}</h1>
          {lead && <p className="page-lead">{lead}</p>}
          {children}
        </div>
      </RequirePermission>
    </AntdScope>
  );
}
