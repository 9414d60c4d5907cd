import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Space } from 'antd';
import { useUiText } from './ui-texts';

/**
 * Downloads the list or report as the operator sees it now (see `csvExportUrl`), as CSV or as an
 * Excel workbook, headed and labelled in the operator's language (`lang`: the browser's
 * Accept-Language may be another one).
 */
export function CsvExportLink({ href }: { href: string }) {
  const t = useUiText();
  const { locale } = useShell();
  const [path = '', search = ''] = href.split('?');
  const query = new URLSearchParams(search);
  query.set('lang', locale);
  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} href={`${path}?${query}`} download>
        {t('list.exportCsv')}
      </Button>
      <Button icon={<FileExcelOutlined />} href={`${path.replace(/\.csv$/, '.xlsx')}?${query}`} download>
        {t('list.exportXlsx')}
      </Button>
    </Space.Compact>
  );
}
