import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Button, Drawer, Flex, Progress, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import type { ImportSpec } from '../import/check-table';
import { downloadText } from '../import/download-text';
import { ImportOutcome } from './import-outcome';
import { Ltr } from './ltr';
import { useUiText } from './ui-texts';
import { useImportFile } from './use-import-file';
import { useReturnFocus } from './use-return-focus';

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
  /**
   * The help and the template write the columns' names in the console's language (`columnName`)
   * instead of their keys; the spec's aliases must then accept the names of both languages.
   */
  namedHeaders?: boolean;
  /** A sample line of the template, in the columns' order (or several, one per array). */
  templateLine: readonly string[] | readonly (readonly string[])[];
  /** The template's header row in the page's language, when not the columns' names or keys. */
  templateHeader?: readonly string[];
  /** Sends the valid rows; it toasts its own success and failure. */
  submit: { mutateAsync(rows: R[]): Promise<unknown>; isPending: boolean };
}

const sampleLines = (lines: ImportDrawerProps<string, unknown>['templateLine']) =>
  lines.every((line) => typeof line === 'string')
    ? [lines as readonly string[]]
    : (lines as readonly (readonly string[])[]);

/** A template cell, quoted when it holds a comma or a quote. */
const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

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
  templateHeader,
  submit,
  namedHeaders = false,
}: ImportDrawerProps<C, R>) {
  const t = useUiText();
  const { locale } = useShell();
  const { stage, read, reset } = useImportFile<C, R>();
  useReturnFocus(open);

  const close = () => {
    reset();
    onClose();
  };

  const named = namedHeaders || templateHeader !== undefined;
  const headers =
    templateHeader ?? (spec?.columns ?? []).map((column) => (namedHeaders ? columnName(column) : column));
  const template = () =>
    downloadText(
      `${fileStem}-template.csv`,
      `\uFEFF${[headers, ...sampleLines(templateLine)].map((line) => `${line.map(csvCell).join(',')}\r\n`).join('')}`,
    );

  return (
    <Drawer open={open} onClose={close} width={920} title={title} destroyOnHidden>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
          {hint} {named ? headers.join(locale === 'ar' ? '، ' : ', ') : <Ltr>{headers.join(', ')}</Ltr>}{' '}
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
        {stage.kind === 'checked' ? (
          <ImportOutcome
            file={stage.file}
            columnOfField={spec?.columnOfField}
            result={stage.result}
            columnName={columnName}
            preview={preview}
            fileStem={fileStem}
            submit={submit}
            onImported={close}
          />
        ) : null}
      </Flex>
    </Drawer>
  );
}
