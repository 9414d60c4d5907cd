import type { Student } from '@rihla/shared/contracts/students';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Alert, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { StudentStatusTag } from './student-status-tag';

/** Who the student is, their school and parent, and what the driver must know (special needs). */
export function StudentProfile({ student }: { student: Student }) {
  const { t } = useTranslation('families');
  const { locale, localePath } = useShell();
  return (
    <Card title={t('student.sections.profile')}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('student.fields.nameAr')}>
          <span lang="ar">{student.nameAr}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.nameEn')}>
          <span lang="en">{student.nameEn}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.school')}>
          {nameIn(locale, student.school)}
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.grade')}>
          {t(`student.grade.${student.grade}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.gender')}>
          {student.gender ? t(`student.gender.${student.gender}`) : t('common.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.parent')}>
          {student.parent ? (
            <Flex gap="small" wrap>
              <Link to={localePath(pathTo('parent-details', { id: student.parent.id }))}>
                {student.parent.name}
              </Link>
              <Ltr>{student.parent.phone}</Ltr>
            </Flex>
          ) : (
            t('common.none')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.homeStop')}>
          {student.homeStop ? nameIn(locale, student.homeStop) : t('student.noStop')}
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.cardNumber')}>
          {student.cardNumber ? <Ltr>{student.cardNumber}</Ltr> : t('student.card.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('student.fields.status')}>
          <StudentStatusTag status={student.status} />
        </Descriptions.Item>
      </Descriptions>
      {student.specialNeeds ? (
        <Alert
          type="warning"
          showIcon
          message={t('student.fields.specialNeeds')}
          description={student.specialNeeds}
        />
      ) : null}
    </Card>
  );
}
