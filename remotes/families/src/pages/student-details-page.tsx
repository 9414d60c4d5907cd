import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudent } from '../features/students/api/get-student';
import { AbsencesCard } from '../features/students/components/absences-card';
import { PhotoCard } from '../features/students/components/photo-card';
import { RiderCardForm } from '../features/students/components/rider-card-form';
import { StudentEditDrawer } from '../features/students/components/student-edit-drawer';
import { StudentHistory } from '../features/students/components/student-history';
import { StudentMap } from '../features/students/components/student-map';
import { StudentProfile } from '../features/students/components/student-profile';
import { StudentTripsCard } from '../features/students/components/student-trips-card';
import { SubscriptionTable } from '../features/subscriptions/components/subscription-table';

export default function StudentDetailsPage() {
  const { t } = useTranslation('families');
  const { locale, can } = useShell();
  const { id = '' } = useParams();
  const student = useStudent(id);
  return (
    <>
      <PageHeader
        title={student.data ? nameIn(locale, student.data) : t('student.details.title')}
        subtitle={student.data ? t('student.details.title') : undefined}
        backTo={pathTo('student-list')}
        actions={
          student.data && can('families:write') ? (
            <StudentEditDrawer student={student.data} refetch={student.refetch} />
          ) : undefined
        }
      />
      <LoadedRecord query={student}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <StudentProfile student={data} />
            </Col>
            <Col xs={24} xl={12}>
              <StudentMap student={data} />
            </Col>
            <Col xs={24} xl={12}>
              <PhotoCard studentId={data.id} name={nameIn(locale, data)} />
            </Col>
            {can('families:write') ? (
              <Col xs={24}>
                <RiderCardForm student={data} refetch={student.refetch} />
              </Col>
            ) : null}
            <Col xs={24}>
              <StudentTripsCard studentId={data.id} />
            </Col>
            {can('families:read') ? (
              <Col xs={24}>
                <Card title={t('student.sections.subscription')}>
                  <SubscriptionTable filter={{ studentId: data.id }} showStudent={false} />
                </Card>
              </Col>
            ) : null}
            <Col xs={24}>
              <AbsencesCard studentId={data.id} />
            </Col>
            <Col xs={24}>
              <StudentHistory student={data} />
            </Col>
          </Row>
        )}
      </LoadedRecord>
    </>
  );
}
