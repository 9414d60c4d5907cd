import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignOutOthers } from './use-account';

/** A lost phone or a shared computer: sign out everywhere but here. */
export function SessionsCard({ otherSessions }: { otherSessions: number }) {
  const { t } = useTranslation();
  const signOutOthers = useSignOutOthers(t('account.signedOutOthers'));
  return (
    <Card title={t('account.sessions')} className="account-card">
      <p>
        {otherSessions > 0
          ? t('account.otherSessions', { count: otherSessions })
          : t('account.noOtherSessions')}
      </p>
      <Button
        disabled={otherSessions === 0}
        loading={signOutOthers.isPending}
        onClick={() => signOutOthers.mutate()}
      >
        {t('account.signOutOthers')}
      </Button>
    </Card>
  );
}
