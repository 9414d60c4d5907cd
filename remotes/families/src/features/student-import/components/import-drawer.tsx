import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type StudentImportRow,
} from '@rihla/shared/contracts/student-import';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { Alert, Button, Drawer, Flex, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolOptions } from '../../schools/api/get-school-options';
import { useImportStudents } from '../api/import-students';
import { checkImportFile, type FileProblem } from '../utils/check-file';
import { type CheckedRow, type CheckResult, checkTable, errorReport } from '../utils/check-rows';
import { downloadText } from '../utils/download-text';
import { readTable } from '../utils/read-table';
import { CheckedRowsTable } from './checked-rows-table';

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; percent: number }
  | { kind: 'checked'; file: string; result: CheckResult }
  | { kind: 'failed'; reason: FileProblem | 'unreadable' };

/** Bulk import of students: choose a CSV or XLSX file, see every row checked, import the good ones. */
export function ImportDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const schools = useSchoolOptions();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  useReturnFocus(open);
  const columnName = (column: ImportColumn) => t(`import.columns.${column}`);
  const message = (code: string) => validationMessage(code, locale);

  const rows = stage.kind === 'checked' ? stage.result.rows : [];
  const good = rows.filter((row): row is CheckedRow & { row: StudentImportRow } => row.row !== null);
  const bad = rows.filter((row) => row.row === null);

  const submit = useImportStudents({
    success: (result) => t('import.done', { count: result.imported, parents: result.parentsCreated }),
  });

  const read = async (file: File) => {
    const problem = await checkImportFile(file);
    if (problem) {
      setStage({ kind: 'failed', reason: problem });
      return;
    }
    setStage({ kind: 'reading', percent: 0 });
    try {
      const table = await readTable(file, (f) => setStage({ kind: 'reading', percent: Math.round(f * 50) }));
      const result = await checkTable(table, schools.data ?? [], (f) =>
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

  const template = () =>
    downloadText(
      'students-template.csv',
      `\uFEFF${IMPORT_COLUMNS.join(',')}\r\nسارة خالد الشهري,Sarah Khalid Al-Shehri,${schools.data?.[0]?.nameAr ?? ''},3,24.7743,46.7386,,خالد محمد الشهري,0551234567\r\n`,
    );

  return (
    <Drawer open={open} onClose={close} width={920} title={t('import.title')} destroyOnHidden>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
          {t('import.hint')} <Ltr>{IMPORT_COLUMNS.join(', ')}</Ltr>{' '}
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
          disabled={stage.kind === 'reading' || submit.isPending || !schools.data}
          beforeUpload={(file) => {
            void read(file);
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
            message={message('families.missingColumn')}
            description={stage.result.missingColumns.map(columnName).join('، ')}
          />
        ) : null}
        {stage.kind === 'checked' && stage.result.missingColumns.length === 0 ? (
          <>
            <Alert
              type={bad.length > 0 ? 'warning' : 'success'}
              showIcon
              message={t('import.summary', { file: stage.file, good: good.length, bad: bad.length })}
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
                {t('import.submit', { count: good.length })}
              </Button>
              {bad.length > 0 ? (
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() =>
                    downloadText(
                      'students-import-errors.csv',
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
                    )
                  }
                >
                  {t('import.report.download')}
                </Button>
              ) : null}
            </Space>
            {submit.isPending ? (
              <Progress percent={100} status="active" showInfo={false} aria-label={t('import.sending')} />
            ) : null}
            <CheckedRowsTable rows={[...bad, ...good]} />
          </>
        ) : null}
      </Flex>
    </Drawer>
  );
}
