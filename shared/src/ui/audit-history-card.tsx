import { Card } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from './audit-history';
import { auditHistoryPaging } from './audit-history-paging';
import { DateText } from './date-text';
import { Ltr } from './ltr';
import { Money } from './money';

type HistoryQuery = Parameters<typeof auditHistoryPaging>[0];

interface AuditHistoryCardProps {
  title: ReactNode;
  /** The record's history query (`historyQueryOptions`). */
  history: HistoryQuery;
  /** The remote's i18n namespace, which holds `<entity>.fields.<field>`. */
  namespace: string;
  entity: string;
  /**
   * Fields whose values are names in the namespace: field -> key prefixes tried in order
   * (`<prefix>.<value>`). By default the status, as `<entity>.status.<value>`.
   */
  valueLabels?: Record<string, readonly string[]>;
  /** Calendar dates, shown Gregorian only (the trail is dense enough). */
  dateFields?: readonly string[];
  /** Plates, phones, ids and codes: LTR islands. */
  ltrFields?: readonly string[];
  /** Integer halalas. */
  moneyFields?: readonly string[];
  /** Names of the records the entries refer to by id (the school, the bus...), shown instead of the id. */
  names?: Record<string, ReactNode>;
  /** Fields shown by a function of their value (a time zone named in the reader's language). */
  formatters?: Record<string, (value: string) => ReactNode>;
  style?: CSSProperties;
}

/**
 * A record's audit trail on its details or edit page, field names and values in the operator's
 * language: every history screen of every remote is this card.
 */
export function AuditHistoryCard({
  title,
  history,
  namespace,
  entity,
  valueLabels = { status: [`${entity}.status`] },
  dateFields = [],
  ltrFields = [],
  moneyFields = [],
  names = {},
  formatters = {},
  style,
}: AuditHistoryCardProps) {
  const { t, i18n } = useTranslation(namespace);
  const label = (key: string) => (i18n.exists(key, { ns: namespace }) ? t(key) : undefined);

  const renderValue = (field: string, value: unknown): ReactNode => {
    // A list of records (a parent's contacts): by their names, as the history shows any record.
    if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null))
      return undefined;
    // A list (a stop's schools, a school's grades): each item as it would show alone.
    if (Array.isArray(value)) {
      return value.map((item, index) => (
        <span key={String(item)}>
          {index > 0 ? (i18n.language === 'ar' ? '، ' : ', ') : null}
          {renderValue(field, item) ?? String(item)}
        </span>
      ));
    }
    if (typeof value === 'string') {
      for (const prefix of valueLabels[field] ?? []) {
        const name = label(`${prefix}.${value}`);
        if (name !== undefined) return name;
      }
      if (Object.hasOwn(names, value)) return names[value];
      const format = formatters[field];
      if (format) return format(value);
    }
    if (moneyFields.includes(field) && typeof value === 'number') return <Money halalas={value} />;
    if (dateFields.includes(field) && typeof value === 'string')
      return <DateText value={value} hijri={false} />;
    if (ltrFields.includes(field)) return <Ltr>{String(value)}</Ltr>;
    return undefined;
  };

  return (
    <Card title={title} style={style}>
      <AuditHistory
        {...auditHistoryPaging(history)}
        fieldLabel={(field) => label(`${entity}.fields.${field}`) ?? field}
        renderValue={renderValue}
      />
    </Card>
  );
}
