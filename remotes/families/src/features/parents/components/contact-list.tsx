import type { ParentContact } from '@rihla/shared/contracts/parents';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Other guardians, or the people who may pick the children up. */
export function ContactList({ title, contacts }: { title: string; contacts: ParentContact[] }) {
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
