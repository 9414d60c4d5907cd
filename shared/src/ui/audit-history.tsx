import type { AuditEntry } from '@rihla/shared/contracts/common';
import { Button, Empty, Flex, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DateTimeText } from './date-text';
import { useUiText } from './ui-texts';

/** Bookkeeping fields every entity has; their change says nothing to an operator. */
const HIDDEN_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt']);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields whose value differs between before and after (all set fields for a create or delete). */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((f) => !HIDDEN_FIELDS.has(f))
    .filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red', transition: 'purple' } as const;

interface AuditHistoryProps {
  entries: AuditEntry[] | undefined;
  loading?: boolean;
  /** Label of a field in the current language; the raw name when absent. */
  fieldLabel?(field: string): string;
  /** How a value is shown (status names, dates...); plain text when absent. */
  renderValue?(field: string, value: unknown): ReactNode;
  hasMore?: boolean;
  onMore?(): void;
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Who did what and when, with each changed field before -> after; newest first as the API sends it. */
export function AuditHistory({
  entries,
  loading,
  fieldLabel,
  renderValue,
  hasMore,
  onMore,
}: AuditHistoryProps) {
  const t = useUiText();
  if (loading && !entries) return <Skeleton active />;
  if (!entries?.length) return <Empty description={t('audit.empty')} />;

  const show = (field: string, value: unknown) =>
    value === null || value === '' ? t('audit.empty-value') : (renderValue?.(field, value) ?? plain(value));

  return (
    <Flex vertical gap="middle">
      <Timeline
        items={entries.map((entry) => {
          const changes = changedFields(entry);
          return {
            key: entry.id,
            color: ACTION_COLORS[entry.action],
            content: (
              <Flex vertical gap={6}>
                <Flex gap="small" wrap align="center">
                  <Tag color={ACTION_COLORS[entry.action]}>{t(`audit.action.${entry.action}`)}</Tag>
                  <Typography.Text strong>{entry.actorName ?? t('audit.system')}</Typography.Text>
                  <Typography.Text type="secondary">
                    <DateTimeText value={entry.at} />
                  </Typography.Text>
                </Flex>
                {changes.length ? (
                  <Table<FieldChange>
                    size="small"
                    pagination={false}
                    rowKey="field"
                    dataSource={changes}
                    columns={[
                      {
                        title: t('audit.field'),
                        dataIndex: 'field',
                        render: (f: string) => fieldLabel?.(f) ?? f,
                      },
                      { title: t('audit.before'), render: (_, c) => show(c.field, c.before) },
                      { title: t('audit.after'), render: (_, c) => show(c.field, c.after) },
                    ]}
                  />
                ) : (
                  <Typography.Text type="secondary">{t('audit.noChanges')}</Typography.Text>
                )}
              </Flex>
            ),
          };
        })}
      />
      {hasMore ? (
        <Button onClick={onMore} loading={loading} style={{ alignSelf: 'center' }}>
          {t('audit.more')}
        </Button>
      ) : null}
    </Flex>
  );
}
