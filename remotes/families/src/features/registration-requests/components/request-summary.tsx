import type { RegistrationRequest } from '@rihla/shared/contracts/registration-requests';
import { nameIn } from '@rihla/shared/format/name-in';
import { formatMoney } from '@rihla/shared/format/number';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeMap } from '../../students/components/home-map';
import { PossibleDuplicateNote, PossibleDuplicateTag } from './possible-duplicate';
import { RequestStatusTag } from './request-status-tag';
import { SeatsLine } from './seats-line';

/** Everything the request says: the parent, the student, the school's seats, the package, the home. */
export function RequestSummary({ request }: { request: RegistrationRequest }) {
  const { t } = useTranslation('families');
  const { locale, localePath } = useShell();
  const none = t('common.none');
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap>
        <RequestStatusTag status={request.status} position={request.waitlistPosition} />
        <PossibleDuplicateTag request={request} />
        <Typography.Text type="secondary">
          {t(`request.source.${request.source}`)} · <DateTimeText value={request.createdAt} />
        </Typography.Text>
      </Flex>
      <PossibleDuplicateNote request={request} />
      {request.status === 'rejected' && request.rejectionReason ? (
        <Alert
          type="error"
          showIcon
          message={t('request.fields.rejectionReason')}
          description={request.rejectionReason}
        />
      ) : null}
      {request.status === 'approved' && request.studentId ? (
        <Alert
          type="success"
          showIcon
          message={
            <Link to={localePath(pathTo('student-details', { id: request.studentId }))}>
              {t('request.review.openStudent')}
            </Link>
          }
        />
      ) : null}
      <Descriptions column={1} size="small" title={t('request.sections.parent')}>
        <Descriptions.Item label={t('request.fields.parentName')}>{request.parentName}</Descriptions.Item>
        <Descriptions.Item label={t('request.fields.parentPhone')}>
          <Ltr>{request.parentPhone}</Ltr>
        </Descriptions.Item>
        <Descriptions.Item label={t('request.fields.parentEmail')}>
          {request.parentEmail ? <Ltr>{request.parentEmail}</Ltr> : none}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions column={1} size="small" title={t('request.sections.student')}>
        <Descriptions.Item label={t('request.fields.studentNameAr')}>
          <span lang="ar">{request.studentNameAr}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('request.fields.studentNameEn')}>
          {request.studentNameEn ? <span lang="en">{request.studentNameEn}</span> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('request.fields.grade')}>
          {t(`student.grade.${request.grade}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('request.fields.school')}>
          <Flex vertical>
            {nameIn(locale, request.school)}
            <SeatsLine schoolId={request.schoolId} />
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('request.fields.package')}>
          {nameIn(locale, request.package)} · <Ltr>{formatMoney(request.package.priceHalalas, locale)}</Ltr>
        </Descriptions.Item>
        <Descriptions.Item label={t('request.fields.notes')}>{request.notes ?? none}</Descriptions.Item>
      </Descriptions>
      <HomeMap
        label={t('request.fields.home')}
        height={240}
        home={{ lat: request.homeLat, lng: request.homeLng, label: t('student.map.home') }}
        stop={null}
      />
    </Flex>
  );
}
