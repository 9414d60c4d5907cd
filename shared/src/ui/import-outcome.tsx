import { DownloadOutlined } from '@ant-design/icons';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Button, Progress, Space } from 'antd';
import type { CellError, CheckedRow, CheckResult } from '../import/check-table';
import { errorReport } from '../import/check-table';
import { downloadText } from '../import/download-text';
import { ImportCheckedRows } from './import-checked-rows';
import { useUiText } from './ui-texts';

interface ImportOutcomeProps<C extends string, R> {
  file: string;
  result: CheckResult<C, R>;
  columnName(column: C): string;
  preview: readonly C[];
  fileStem: string;
  submit: { mutateAsync(rows: R[]): Promise<unknown>; isPending: boolean };
  /** Called once the valid rows are in. */
  onImported(): void;
}

/**
 * A checked file: the columns it lacks, or how many lines are good and bad, the import of the
 * good ones in one request, the bad ones' error report to download, and every line to review.
 */
export function ImportOutcome<C extends string, R>({
  file,
  result,
  columnName,
  preview,
  fileStem,
  submit,
  onImported,
}: ImportOutcomeProps<C, R>) {
  const t = useUiText();
  const { locale } = useShell();
  if (result.missingColumns.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('import.missingColumns')}
        description={result.missingColumns.map(columnName).join(locale === 'ar' ? '، ' : ', ')}
      />
    );
  }
  const good = result.rows.filter((row): row is CheckedRow<C, R> & { row: R } => row.row !== null);
  const bad = result.rows.filter((row) => row.row === null);
  const message = (error: CellError<C>) => validationMessage(error.code, locale, error.limits);
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
    <>
      <Alert
        type={bad.length > 0 ? 'warning' : 'success'}
        showIcon
        message={t('import.summary', {
          file,
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
              onImported();
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
  );
}
