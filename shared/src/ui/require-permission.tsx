import type { Permission } from '@rihla/shared/contracts/permissions';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useUiText } from './ui-texts';

/** The API refuses anyway; this tells an operator who followed a link why there is no form. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useShell();
  const t = useUiText();
  if (can(permission)) return children;
  return <Result status="403" title={t('forbidden.title')} subTitle={t('forbidden.description')} />;
}
