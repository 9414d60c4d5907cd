import type { StudentStatus } from '@rihla/shared/contracts/students';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function StudentStatusTag({ status }: { status: StudentStatus }) {
  const { t } = useTranslation('families');
  return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`student.status.${status}`)}</Tag>;
}
