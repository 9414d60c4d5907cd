import type { ParentContact } from '@rihla/shared/contracts/parents';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ContactListProps<C extends ParentContact> {
  title: string;
  contacts: C[];
  /** An action in the card's head (add a guardian). */
  extra?: ReactNode;
  /** Actions on each contact (edit, remove). */
  actions?: (contact: C) => ReactNode[];
}

/** Other guardians, or the people who may pick the children up. */
export function ContactList<C extends ParentContact>({
  title,
  contacts,
  extra,
  actions,
}: ContactListProps<C>) {
  const { t } = useTranslation('families');
  return (
    <Card title={title} size="small" extra={extra}>
      <List
        dataSource={contacts}
        // antd greys a list's empty text like a disabled control; it is content, so secondary text.
        locale={{ emptyText: <Typography.Text type="secondary">{t('parent.noContacts')}</Typography.Text> }}
        renderItem={(c) => (
          <List.Item actions={actions?.(c)}>
            <List.Item.Meta
              title={
                <>
                  {c.name} <Tag bordered={false}>{c.relation}</Tag>
                </>
              }
              description={
                <>
                  <Ltr>{c.phone}</Ltr>
                  {c.email ? (
                    <>
                      {' · '}
                      <Ltr>{c.email}</Ltr>
                    </>
                  ) : null}
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
