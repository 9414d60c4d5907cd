import type { Parent, ParentContact } from '@rihla/shared/contracts/parents';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Card, Col, Descriptions, List, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { nameIn, useRecord } from '../features/api/queries';
import { HistoryCard } from '../features/history-card';
import { BalanceText } from '../features/parents/parent-table';
import { SubscriptionTable } from '../features/parents/subscription-table';

function ContactList({ title, contacts }: { title: string; contacts: ParentContact[] }) {
  const { t } = useTranslation('families');
  return (
    <Card title={title} size="small">
      <List
        dataSource={contacts}
        // antd greys a list's empty text like a disabled control; it is content, so secondary text.
        locale={{ emptyText: <Typography.Text type="secondary">{t('parent.noContacts')}</Typography.Text> }}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={
                <>
                  {c.name} <Tag bordered={false}>{c.relation}</Tag>
                </>
              }
              description={
                <>
                  <Ltr>{c.phone}</Ltr>
                  {c.nationalId ? (
                    <>
                      {' · '}
                      {t('parent.fields.nationalId')} <Ltr>{c.nationalId}</Ltr>
                    </>
                  ) : null}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

function ParentDetails({ parent }: { parent: Parent }) {
  const { t } = useTranslation('families');
  const { locale, localePath } = useShell();
  const none = t('common.none');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('parent.sections.profile')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('parent.fields.phone')}>
              <Ltr>{parent.phone}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('parent.fields.email')}>
              {parent.email ? <Ltr>{parent.email}</Ltr> : none}
            </Descriptions.Item>
            <Descriptions.Item label={t('parent.fields.nationalId')}>
              {parent.nationalId ? <Ltr>{parent.nationalId}</Ltr> : none}
            </Descriptions.Item>
            <Descriptions.Item label={t('parent.fields.address')}>{parent.address ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('parent.fields.balance')}>
              <BalanceText halalas={parent.balanceHalalas} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('parent.sections.children')}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={parent.children}
            locale={{ emptyText: t('parent.noChildren') }}
            columns={[
              {
                key: 'name',
                title: t('student.fields.name'),
                render: (_, c) => (
                  <Link to={localePath(pathTo('student-details', { id: c.id }))}>{nameIn(locale, c)}</Link>
                ),
              },
              {
                key: 'school',
                title: t('student.fields.school'),
                render: (_, c) => nameIn(locale, c.school),
              },
              {
                key: 'grade',
                title: t('student.fields.grade'),
                render: (_, c) => t(`student.grade.${c.grade}`),
              },
              {
                key: 'status',
                title: t('student.fields.status'),
                render: (_, c) => (
                  <Tag color={c.status === 'active' ? 'green' : 'default'}>
                    {t(`student.status.${c.status}`)}
                  </Tag>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <ContactList
          title={t('parent.sections.guardians')}
          contacts={parent.contacts.filter((c) => c.kind === 'guardian')}
        />
      </Col>
      <Col xs={24} md={12}>
        <ContactList
          title={t('parent.sections.pickup')}
          contacts={parent.contacts.filter((c) => c.kind === 'pickup')}
        />
      </Col>
      <Col xs={24}>
        <Card title={t('parent.sections.subscriptions')}>
          <SubscriptionTable filter={{ parentId: parent.id }} showStudent />
        </Card>
      </Col>
      <Col xs={24}>
        <HistoryCard resource="parents" entity="parent" id={parent.id} />
      </Col>
    </Row>
  );
}

export default function ParentDetailsPage() {
  const { t } = useTranslation('families');
  const { id = '' } = useParams();
  const parent = useRecord<Parent>('parents', id);
  return (
    <>
      <PageHeader
        title={parent.data?.name ?? t('parent.details.title')}
        subtitle={parent.data ? t('parent.details.title') : undefined}
        backTo={pathTo('parent-list')}
      />
      <LoadedRecord query={parent}>{(data) => <ParentDetails parent={data} />}</LoadedRecord>
    </>
  );
}
