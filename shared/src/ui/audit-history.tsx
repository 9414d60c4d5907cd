import type { AuditEntry } from '@rihla/shared/contracts/common';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Empty, Flex, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../routes/route-table';
import { DateTimeText } from './date-text';
import { useUiText } from './ui-texts';

/**
 * Bookkeeping fields, derived search keys and read-only derived states (a bus's `service`, read from its
 * maintenance log and odometer); their change says nothing to an operator about this edit.
 */
const HIDDEN_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'search', 'nameArSort', 'service']);

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

/** What a record inside a field (a contact, a referenced school) is called, with its phone. */
function recordText(record: Record<string, unknown>, locale: Locale): string {
  const name = record.name ?? record.fullName ?? (locale === 'ar' ? record.nameAr : record.nameEn);
  return [name, record.phone].filter((part) => typeof part === 'string' && part !== '').join(' · ');
}

/**
 * A value nothing else says how to show, as an operator reads it: yes or no, lists joined in the
 * language's way, records by their name; never JSON.
 */
function plain(value: unknown, locale: Locale, t: ReturnType<typeof useUiText>): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (Array.isArray(value))
    return value.map((item) => plain(item, locale, t)).join(locale === 'ar' ? '، ' : ', ');
  if (typeof value === 'object') return recordText(value as Record<string, unknown>, locale);
  return String(value);
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
  const { locale } = useShell();
  if (loading && !entries) return <Skeleton active />;
  if (!entries?.length) return <Empty description={t('audit.empty')} />;

  const show = (field: string, value: unknown) =>
    value === null || value === ''
      ? t('audit.empty-value')
      : (renderValue?.(field, value) ?? plain(value, locale, t));

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
                    className="audit-history-changes"
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
