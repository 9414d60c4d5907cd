import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Flex, Table, Tag, Typography } from 'antd';
import type { CheckedRow } from '../import/check-table';
import { useUiText } from './ui-texts';

interface ImportCheckedRowsProps<C extends string> {
  rows: CheckedRow<C, unknown>[];
  /** The file's columns shown beside the line and its result (the ones that name the record). */
  preview: readonly C[];
  columnName(column: C): string;
}

/** Every line of the file with what is wrong in it, cell by cell; the bad ones first. */
export function ImportCheckedRows<C extends string>({
  rows,
  preview,
  columnName,
}: ImportCheckedRowsProps<C>) {
  const t = useUiText();
  const { locale } = useShell();
  return (
    <Table<CheckedRow<C, unknown>>
      rowKey="line"
      size="small"
      dataSource={rows}
      pagination={{ pageSize: 10, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'line', title: t('import.report.line'), render: (_, r) => r.line, width: 70 },
        ...preview.map((column) => ({
          key: column,
          title: columnName(column),
          render: (_: unknown, r: CheckedRow<C, unknown>) => r.cells[column],
        })),
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
                    {columnName(e.column)}: {validationMessage(e.code, locale, e.limits)}
                  </Typography.Text>
                ))}
              </Flex>
            ),
        },
      ]}
    />
  );
}
