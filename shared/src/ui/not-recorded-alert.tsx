import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';

/**
 * A record's fields not filled in yet that do not stop it working but are to be filled in (the TGA
 * fields of a bus or person recorded before them, docs/compliance.md): nothing when none is missing.
 */
export function NotRecordedAlert({
  title,
  fields,
  style,
}: {
  title: string;
  /** The missing fields' names, in the page's language. */
  fields: string[];
  style?: CSSProperties;
}) {
  const { locale } = useShell();
  if (fields.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={style}
      title={title}
      description={fields.join(locale === 'ar' ? '، ' : ', ')}
    />
  );
}
