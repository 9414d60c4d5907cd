import { DownloadOutlined } from '@ant-design/icons';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Button, Progress, Space } from 'antd';
import { useState } from 'react';
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
  /** The column an API field of a row is written in (the school's id in `school`); else the first previewed. */
  columnOfField?(field: string): C | null;
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
  columnOfField,
  onImported,
}: ImportOutcomeProps<C, R>) {
  const t = useUiText();
  const { locale } = useShell();
  // Lines the API refused (what only it can know: a seat taken meanwhile, a card given since): shown on their rows.
  const [refused, setRefused] = useState<ReadonlyMap<number, CellError<C>[]>>(new Map());
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
  const rows = result.rows.map((row) => {
    const errors = refused.get(row.line);
    return errors ? { ...row, row: null, errors } : row;
  });
  const good = rows.filter((row): row is CheckedRow<C, R> & { row: R } => row.row !== null);
  const bad = rows.filter((row) => row.row === null);
  /** The API names a refused row by its place in the request (`rows.N.field`): back to the file's line and column. */
  const refuseRows = (error: unknown) => {
    if (!(error instanceof ProblemError)) return;
    const next = new Map(refused);
    for (const problem of error.problem.errors ?? []) {
      const [, index, field] = /^rows\.(\d+)\.(\w+)/.exec(problem.path) ?? [];
      const sent = index === undefined ? undefined : good[Number(index)];
      const column = (field && columnOfField?.(field)) || preview[0];
      if (!sent || !column) continue;
      next.set(sent.line, [
        ...(next.get(sent.line) ?? []),
        { column, code: problem.code ?? 'validation.invalid' },
      ]);
    }
    setRefused(next);
  };
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
            } catch (error) {
              // Toasted by the mutation; the rows it refused are marked, the others stay for another try.
              refuseRows(error);
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
