import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Button, Card, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import type { AppPath } from '../routes/path-to';
import { CsvExportLink } from './csv-export-link';
import { useErrorDetail } from './error-detail';
import { ColumnChooserSlot } from './list-columns';
import { PageHeader } from './page-header';
import { useUiText } from './ui-texts';

interface ListPageLayoutProps {
  title: ReactNode;
  /** CSV of the list as searched and filtered now. */
  exportHref: string;
  /** The add button; leave it out for an operator who may not write. */
  add?: { label: ReactNode; path: AppPath };
  /** More buttons of the page, before the export (e.g. the trips' route planner). */
  actions?: ReactNode;
  /** Search box and filter controls above the table. */
  filters: ReactNode;
  /** The list failed to load: shown above the table, which keeps its last rows. */
  error: Error | null;
  onRetry(): void;
  /** The table. */
  children: ReactNode;
}

/**
 * A list screen: title with export and add (and the table's column chooser), then search, filters
 * and the table in one card.
 */
export function ListPageLayout({
  title,
  exportHref,
  add,
  actions,
  filters,
  error,
  onRetry,
  children,
}: ListPageLayoutProps) {
  const { localePath } = useShell();
  const navigate = useNavigate();
  const t = useUiText();
  const detail = useErrorDetail();
  const [chooserSlot, setChooserSlot] = useState<HTMLElement | null>(null);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {actions}
            <span ref={setChooserSlot} style={{ display: 'contents' }} />
            <CsvExportLink href={exportHref} />
            {add ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(localePath(add.path))}>
                {add.label}
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <Flex gap="middle" wrap align="center" style={{ marginBlockEnd: 16 }}>
          {filters}
        </Flex>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={t('list.loadFailed')}
            description={detail(error)}
            action={<Button onClick={onRetry}>{t('load.retry')}</Button>}
            style={{ marginBlockEnd: 16 }}
          />
        ) : null}
        <ColumnChooserSlot.Provider value={chooserSlot}>{children}</ColumnChooserSlot.Provider>
      </Card>
    </>
  );
}
