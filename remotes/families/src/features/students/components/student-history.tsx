import type { Student } from '@rihla/shared/contracts/students';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { useTranslation } from 'react-i18next';
import { useStudentHistory } from '../api/get-student-history';

/** The student's audit trail; the school, stop and parent it refers to by id are shown by name. */
export function StudentHistory({ student }: { student: Student }) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  return (
    <AuditHistoryCard
      title={t('common.history')}
      history={useStudentHistory(student.id)}
      namespace="families"
      entity="student"
      valueLabels={{ status: ['student.status'], gender: ['student.gender'] }}
      names={{
        [student.school.id]: nameIn(locale, student.school),
        ...(student.homeStop ? { [student.homeStop.id]: nameIn(locale, student.homeStop) } : {}),
        ...(student.parent ? { [student.parent.id]: student.parent.name } : {}),
      }}
    />
  );
}
