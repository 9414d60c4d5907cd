import type { Notice } from '@rihla/shared/contracts/notices';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Notice['status'], string> = {
  pending: 'blue',
  sending: 'processing',
  sent: 'green',
  failed: 'red',
  unsent: 'gold',
};

/** A notice's state in words: "not sent: no channel configured" rather than a bare code. */
export function NoticeStatusTag({ status }: { status: Notice['status'] }) {
  const { t } = useTranslation('families');
  return <Tag color={COLORS[status]}>{t(`notice.status.${status}`)}</Tag>;
}
