import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useUiText } from './ui-texts';

/** Downloads the CSV at `href` (see `csvExportUrl`): the list or report as the operator sees it now. */
export function CsvExportLink({ href }: { href: string }) {
  const t = useUiText();
  return (
    <Button icon={<DownloadOutlined />} href={href} download>
      {t('list.exportCsv')}
    </Button>
  );
}
