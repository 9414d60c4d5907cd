import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Button, Drawer, Flex, Progress, Space, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { checkImportFile, type FileProblem } from '../import/check-file';
import {
  type CellError,
  type CheckedRow,
  type CheckResult,
  checkTable,
  errorReport,
  type ImportSpec,
} from '../import/check-table';
import { downloadText } from '../import/download-text';
import { readTable } from '../import/read-table';
import { ImportCheckedRows } from './import-checked-rows';
import { Ltr } from './ltr';
import { useUiText } from './ui-texts';
import { useReturnFocus } from './use-return-focus';

type Stage<C extends string, R> =
  | { kind: 'idle' }
  | { kind: 'reading'; percent: number }
  | { kind: 'checked'; file: string; result: CheckResult<C, R> }
  | { kind: 'failed'; reason: FileProblem | 'unreadable' };

interface ImportDrawerProps<C extends string, R> {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** What the file holds, in the area's words; the column keys follow it. */
  hint: ReactNode;
  /** The columns and how a line is checked; null while what it needs (the schools) loads. */
  spec: ImportSpec<C, R> | null;
  columnName(column: C): string;
  /** Columns shown in the checked-rows table. */
  preview: readonly C[];
  /** The start of the downloaded files' names: `<stem>-template.csv`, `<stem>-import-errors.csv`. */
  fileStem: string;
  /** A sample line of the template, in the columns' order. */
  templateLine: readonly string[];
  /** Sends the valid rows; it toasts its own success and failure. */
  submit: { mutateAsync(rows: R[]): Promise<unknown>; isPending: boolean };
}

/**
 * Every bulk import (students, schools, stops): choose a CSV or XLSX file, see every line checked
 * against the API's contract, download the error report, import the valid lines in one request.
 */
export function ImportDrawer<C extends string, R>({
  open,
  onClose,
  title,
  hint,
  spec,
  columnName,
  preview,
  fileStem,
  templateLine,
  submit,
}: ImportDrawerProps<C, R>) {
  const t = useUiText();
  const { locale } = useShell();
  const [stage, setStage] = useState<Stage<C, R>>({ kind: 'idle' });
  useReturnFocus(open);
  const message = (error: CellError<C>) => validationMessage(error.code, locale, error.limits);

  const rows = stage.kind === 'checked' ? stage.result.rows : [];
  const good = rows.filter((row): row is CheckedRow<C, R> & { row: R } => row.row !== null);
  const bad = rows.filter((row) => row.row === null);

  const read = async (file: File, checking: ImportSpec<C, R>) => {
    const problem = await checkImportFile(file);
    if (problem) {
      setStage({ kind: 'failed', reason: problem });
      return;
    }
    setStage({ kind: 'reading', percent: 0 });
    try {
      const table = await readTable(file, (f) => setStage({ kind: 'reading', percent: Math.round(f * 50) }));
      const result = await checkTable(checking, table, (f) =>
        setStage({ kind: 'reading', percent: 50 + Math.round(f * 50) }),
      );
      setStage({ kind: 'checked', file: file.name, result });
    } catch {
      setStage({ kind: 'failed', reason: 'unreadable' });
    }
  };

  const close = () => {
    setStage({ kind: 'idle' });
    onClose();
  };

  const columns = spec?.columns ?? [];
  const template = () =>
    downloadText(`${fileStem}-template.csv`, `\uFEFF${columns.join(',')}\r\n${templateLine.join(',')}\r\n`);
  const report = () =>
    downloadText(
      `${fileStem}-import-errors.csv`,
      errorReport(
        bad,
        {
          line: t('import.report.line'),
          column: t('import.report.column'),
          value: t('import.report.value'),
          message: t('import.report.message'),
        },
        columnName,
        message,
      ),
    );

  return (
    <Drawer open={open} onClose={close} width={920} title={title} destroyOnHidden>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
          {hint} <Ltr>{columns.join(', ')}</Ltr>{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={template}
            style={{ paddingInline: 0 }}
          >
            {t('import.template')}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          disabled={stage.kind === 'reading' || submit.isPending || !spec}
          beforeUpload={(file) => {
            if (spec) void read(file, spec);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.choose')}</p>
        </Upload.Dragger>
        {stage.kind === 'reading' ? (
          <Progress percent={stage.percent} status="active" aria-label={t('import.checking')} />
        ) : null}
        {stage.kind === 'failed' ? (
          <Alert type="error" showIcon message={t(`import.${stage.reason}`)} />
        ) : null}
        {stage.kind === 'checked' && stage.result.missingColumns.length > 0 ? (
          <Alert
            type="error"
            showIcon
            message={t('import.missingColumns')}
            description={stage.result.missingColumns.map(columnName).join(locale === 'ar' ? '، ' : ', ')}
          />
        ) : null}
        {stage.kind === 'checked' && stage.result.missingColumns.length === 0 ? (
          <>
            <Alert
              type={bad.length > 0 ? 'warning' : 'success'}
              showIcon
              message={t('import.summary', {
                file: stage.file,
                good: t('import.goodRows', { count: good.length }),
                bad: t('import.badRows', { count: bad.length }),
              })}
            />
            <Space wrap>
              <Button
                type="primary"
                disabled={good.length === 0}
                loading={submit.isPending}
                onClick={async () => {
                  try {
                    await submit.mutateAsync(good.map((row) => row.row));
                    close();
                  } catch {
                    // toasted by the mutation; the checked rows stay for another try
                  }
                }}
              >
                {t('import.submit', { number: good.length })}
              </Button>
              {bad.length > 0 ? (
                <Button icon={<DownloadOutlined />} onClick={report}>
                  {t('import.report.download')}
                </Button>
              ) : null}
            </Space>
            {submit.isPending ? (
              <Progress percent={100} status="active" showInfo={false} aria-label={t('import.sending')} />
            ) : null}
            <ImportCheckedRows rows={[...bad, ...good]} preview={preview} columnName={columnName} />
          </>
        ) : null}
      </Flex>
    </Drawer>
  );
}
