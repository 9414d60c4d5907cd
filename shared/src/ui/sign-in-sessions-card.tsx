import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, List, Popconfirm, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SignInSessionList, signInSessionListSchema } from '../contracts/phone-sign-in';
import { deviceName } from '../format/device-name';
import { parseAnswer } from '../http/parse-answer';
import { DateTimeText } from './date-text';
import { Ltr } from './ltr';
import { useUiText } from './ui-texts';
import { useToastedMutation } from './use-toasted-mutation';

type Session = SignInSessionList['items'][number];

/** The query key of a record's sessions list: a write that signs a phone in or out refreshes it. */
export const signInSessionsKey = (path: string) => ['sign-in-sessions', path] as const;

interface SignInSessionsCardProps {
  /** The record's sessions under the API, e.g. `parents/<id>/family-sessions`; DELETE `<path>/<session id>` signs one out. */
  path: string;
  /** The remote's i18n namespace and the prefix of the card's texts in it (title, none, unknownDevice, since, lastSeen, revoke, revokeTitle, revoked). */
  namespace: string;
  prefix: string;
  /** Whether the operator may sign phones out. */
  canRevoke: boolean;
  /** An action in the card's head (the crew's "pair a phone"). */
  extra?: ReactNode;
  /**
   * The families' app: whose phone each is (the account holder or a guardian by name) and how it
   * signed in (texts `byHolder`, `byGuardian` with `{{name}}`, `method.code`, `method.link`).
   */
  showWho?: boolean;
}

/**
 * The phones signed in to a phone app as one record (a parent's in the families' app, a crew
 * member's in the crew app): the device, since when, last used, and a sign-out for each.
 */
export function SignInSessionsCard({
  path,
  namespace,
  prefix,
  canRevoke,
  extra,
  showWho,
}: SignInSessionsCardProps) {
  const { t } = useTranslation(namespace);
  const { api } = useShell();
  const ui = useUiText();
  const queryKey = signInSessionsKey(path);
  const sessions = useQuery({
    queryKey,
    queryFn: () => parseAnswer(api.get(path), signInSessionListSchema),
  });
  const revoke = useToastedMutation({
    success: () => t(`${prefix}.revoked`),
    mutationFn: async (session: Session) => {
      await api.delete(`${path}/${session.id}`);
    },
    invalidate: queryKey,
  });
  return (
    <Card title={t(`${prefix}.title`)} extra={extra}>
      <List
        dataSource={sessions.data?.items}
        loading={sessions.isFetching}
        locale={{ emptyText: <Typography.Text type="secondary">{t(`${prefix}.none`)}</Typography.Text> }}
        renderItem={(session) => (
          <List.Item
            actions={
              canRevoke
                ? [
                    <Popconfirm
                      key="revoke"
                      title={t(`${prefix}.revokeTitle`)}
                      okText={t(`${prefix}.revoke`)}
                      cancelText={ui('back')}
                      onConfirm={() => revoke.mutateAsync(session)}
                    >
                      <Button type="link" danger size="small">
                        {t(`${prefix}.revoke`)}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                session.device ? (
                  <Ltr>
                    <span title={session.device}>{deviceName(session.device)}</span>
                  </Ltr>
                ) : (
                  t(`${prefix}.unknownDevice`)
                )
              }
              description={
                <>
                  {showWho ? (
                    <>
                      {session.guardian
                        ? t(`${prefix}.byGuardian`, { name: session.guardian.name })
                        : t(`${prefix}.byHolder`)}{' '}
                      · {t(`${prefix}.method.${session.method}`)} ·{' '}
                    </>
                  ) : null}
                  {t(`${prefix}.since`)} <DateTimeText value={session.createdAt} /> ·{' '}
                  {t(`${prefix}.lastSeen`)} <DateTimeText value={session.lastSeenAt} />
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
