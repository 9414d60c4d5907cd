import type { Parent } from '@rihla/shared/contracts/parents';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The parent's children, each linked to their details. */
export function ParentChildren({ parent }: { parent: Parent }) {
  const { t } = useTranslation('families');
  const { locale, localePath } = useShell();
  return (
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
              <Tag color={c.status === 'active' ? 'green' : 'default'}>{t(`student.status.${c.status}`)}</Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
