import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Button, Card, List, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFamilySessions, useRevokeFamilySession } from '../api/family-sessions';

/** The parent's phones signed in to the families' app, each of which the office can sign out. */
export function FamilySessionsCard({ parentId }: { parentId: string }) {
  const { t } = useTranslation('families');
  const { can } = useShell();
  const sessions = useFamilySessions(parentId);
  const revoke = useRevokeFamilySession(parentId, { success: () => t('parent.sessions.revoked') });
  return (
    <Card title={t('parent.sessions.title')}>
      <List
        dataSource={sessions.data?.items}
        loading={sessions.isFetching}
        locale={{
          emptyText: <Typography.Text type="secondary">{t('parent.sessions.none')}</Typography.Text>,
        }}
        renderItem={(session) => (
          <List.Item
            actions={
              can('families:write')
                ? [
                    <Popconfirm
                      key="revoke"
                      title={t('parent.sessions.revokeTitle')}
                      okText={t('parent.sessions.revoke')}
                      cancelText={t('common.back')}
                      onConfirm={() => revoke.mutateAsync(session)}
                    >
                      <Button type="link" danger size="small">
                        {t('parent.sessions.revoke')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={<bdi dir="ltr">{session.device ?? t('parent.sessions.unknownDevice')}</bdi>}
              description={
                <>
                  {t('parent.sessions.since')} <DateTimeText value={session.createdAt} /> ·{' '}
                  {t('parent.sessions.lastSeen')} <DateTimeText value={session.lastSeenAt} />
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
