import { AntdScope } from '@rihla/shared/ui/antd-scope';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { PreferencesForm } from './preferences-form';
import { SecondFactorCard } from './second-factor-card';
import { SessionsCard } from './sessions-card';
import { useAccount } from './use-account';

/**
 * /dashboard/account: every operator's own name, language and colour scheme (kept on the server,
 * so every device follows), their password, and their other sessions. An operator whose password
 * is temporary is brought here first (RequireSession) and sees the password form on top; so is one
 * who owes a second factor, with its setup on top.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <AntdScope>
      <div className="account-page">
        <h1 className="page-title">{t('account.title')}</h1>
        {account.data ? (
          <>
            {account.data.mustChangePassword && <PasswordForm mustChange />}
            {/* One place whatever its state, so the recovery codes it shows survive the reload. */}
            <SecondFactorCard secondFactor={account.data.secondFactor} />
            <PreferencesForm account={account.data} refetch={account.refetch} />
            {!account.data.mustChangePassword && <PasswordForm />}
            <SessionsCard otherSessions={account.data.otherSessions} />
          </>
        ) : account.isError ? (
          <LoadErrorResult error={account.error} onRetry={() => account.refetch()} />
        ) : (
          <Skeleton active />
        )}
      </div>
    </AntdScope>
  );
}
