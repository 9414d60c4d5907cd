import type { ImportColumn } from '@rihla/shared/contracts/student-import';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckedRow } from '../utils/check-rows';

/** Every row of the file with what is wrong in it, cell by cell; the bad ones first. */
export function CheckedRowsTable({ rows }: { rows: CheckedRow[] }) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const columnName = (column: ImportColumn) => t(`import.columns.${column}`);
  return (
    <Table<CheckedRow>
      rowKey="line"
      size="small"
      dataSource={rows}
      pagination={{ pageSize: 10, showSizeChanger: false }}
      columns={[
        { key: 'line', title: t('import.report.line'), render: (_, r) => r.line, width: 70 },
        {
          key: 'nameAr',
          title: columnName('nameAr'),
          render: (_, r) => <span lang="ar">{r.cells.nameAr}</span>,
        },
        { key: 'school', title: columnName('school'), render: (_, r) => r.cells.school },
        { key: 'grade', title: columnName('grade'), render: (_, r) => r.cells.grade },
        {
          key: 'result',
          title: t('import.result'),
          render: (_, r) =>
            r.errors.length === 0 ? (
              <Tag color="green">{t('import.ok')}</Tag>
            ) : (
              <Flex vertical>
                {r.errors.map((e) => (
                  <Typography.Text key={e.column} type="danger">
                    {columnName(e.column)}: {validationMessage(e.code, locale)}
                  </Typography.Text>
                ))}
              </Flex>
            ),
        },
      ]}
    />
  );
}
