import type { Stop } from '@rihla/shared/contracts/stops';
import type { Student } from '@rihla/shared/contracts/students';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { familiesKeys } from '../features/api/families-keys';
import { nameIn, useRecord } from '../features/api/queries';
import { HistoryCard } from '../features/history-card';
import { SubscriptionTable } from '../features/parents/subscription-table';
import { AbsencesCard } from '../features/students/absences-card';
import { HomeMap } from '../features/students/home-map';
import { StudentStatusTag } from '../features/students/student-table';

function useStop(id: string | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: familiesKeys.detail('stops', id ?? ''),
    queryFn: (): Promise<Stop> => api.get(`stops/${id}`).json(),
    enabled: id !== null,
  });
}

function StudentDetails({ student }: { student: Student }) {
  const { t } = useTranslation('families');
  const { locale, localePath } = useShell();
  const stop = useStop(student.homeStopId);
  const none = t('common.none');
  const home =
    student.homeLat !== null && student.homeLng !== null
      ? { lat: student.homeLat, lng: student.homeLng, label: t('student.map.home') }
      : null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
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
            <Descriptions.Item label={t('student.fields.parent')}>
              {student.parent ? (
                <Flex gap="small" wrap>
                  <Link to={localePath(pathTo('parent-details', { id: student.parent.id }))}>
                    {student.parent.name}
                  </Link>
                  <Ltr>{student.parent.phone}</Ltr>
                </Flex>
              ) : (
                none
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('student.fields.homeStop')}>
              {student.homeStop ? nameIn(locale, student.homeStop) : t('student.noStop')}
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
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('student.sections.map')}>
          {home || stop.data ? (
            <HomeMap
              label={t('student.sections.map')}
              home={home}
              stop={
                stop.data
                  ? { lat: stop.data.lat, lng: stop.data.lng, label: nameIn(locale, stop.data) }
                  : null
              }
            />
          ) : (
            t('student.noLocation')
          )}
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('student.sections.subscription')}>
          <SubscriptionTable filter={{ studentId: student.id }} showStudent={false} />
        </Card>
      </Col>
      <Col xs={24}>
        <AbsencesCard studentId={student.id} />
      </Col>
      <Col xs={24}>
        <HistoryCard
          resource="students"
          entity="student"
          id={student.id}
          names={{
            [student.school.id]: nameIn(locale, student.school),
            ...(student.homeStop ? { [student.homeStop.id]: nameIn(locale, student.homeStop) } : {}),
            ...(student.parent ? { [student.parent.id]: student.parent.name } : {}),
          }}
        />
      </Col>
    </Row>
  );
}

export default function StudentDetailsPage() {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const { id = '' } = useParams();
  const student = useRecord<Student>('students', id);
  return (
    <>
      <PageHeader
        title={student.data ? nameIn(locale, student.data) : t('student.details.title')}
        subtitle={student.data ? t('student.details.title') : undefined}
        backTo={pathTo('student-list')}
      />
      <LoadedRecord query={student}>{(data) => <StudentDetails student={data} />}</LoadedRecord>
    </>
  );
}
