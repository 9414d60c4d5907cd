import { pathTo } from '@rihla/shared/routes/path-to';
import { useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { SignInSessionsCard } from '@rihla/shared/ui/sign-in-sessions-card';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoticePreferencesCard } from '../features/notices/components/notice-preferences-card';
import { ParentNotices } from '../features/notices/components/parent-notices';
import { useParent } from '../features/parents/api/get-parent';
import { ContactList } from '../features/parents/components/contact-list';
import { GuardiansCard } from '../features/parents/components/guardians-card';
import { ParentChildren } from '../features/parents/components/parent-children';
import { ParentHistory } from '../features/parents/components/parent-history';
import { ParentProfile } from '../features/parents/components/parent-profile';
import { AddSubscription } from '../features/subscriptions/components/subscription-drawers';
import { SubscriptionTable } from '../features/subscriptions/components/subscription-table';

export default function ParentDetailsPage() {
  const { t } = useTranslation('families');
  const { id = '' } = useParams();
  const parent = useParent(id);
  const { can } = useShell();
  return (
    <>
      <PageHeader
        title={parent.data?.name ?? t('parent.details.title')}
        subtitle={parent.data ? t('parent.details.title') : undefined}
        backTo={pathTo('parent-list')}
      />
      <LoadedRecord query={parent}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <ParentProfile parent={data} />
            </Col>
            <Col xs={24} xl={12}>
              <ParentChildren parent={data} />
            </Col>
            <Col xs={24} md={12}>
              <GuardiansCard parent={data} canWrite={can('families:write')} />
            </Col>
            <Col xs={24} md={12}>
              <ContactList
                title={t('parent.sections.pickup')}
                contacts={data.contacts.filter((c) => c.kind === 'pickup')}
              />
            </Col>
            <Col xs={24}>
              <Card
                title={t('parent.sections.subscriptions')}
                extra={can('families:write') ? <AddSubscription parent={data} /> : null}
              >
                <SubscriptionTable filter={{ parentId: data.id }} showStudent />
              </Card>
            </Col>
            <Col xs={24}>
              <NoticePreferencesCard parentId={data.id} />
            </Col>
            <Col xs={24}>
              <ParentNotices parentId={data.id} />
            </Col>
            <Col xs={24}>
              <SignInSessionsCard
                path={`parents/${data.id}/family-sessions`}
                namespace="families"
                prefix="parent.sessions"
                canRevoke={can('families:write')}
                showWho
              />
            </Col>
            <Col xs={24}>
              <ParentHistory parentId={data.id} />
            </Col>
          </Row>
        )}
      </LoadedRecord>
    </>
  );
}
