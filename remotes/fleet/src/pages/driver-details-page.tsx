import { EditOutlined } from '@ant-design/icons';
import { driverNameIn } from '@rihla/shared/contracts/drivers';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate, useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { SignInSessionsCard } from '@rihla/shared/ui/sign-in-sessions-card';
import { Button, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { crewSessionsPath } from '../features/drivers/api/driver-keys';
import { useDriver } from '../features/drivers/api/get-driver';
import { DriverDocuments } from '../features/drivers/components/driver-documents';
import { DriverHistory } from '../features/drivers/components/driver-history';
import { DriverProfile } from '../features/drivers/components/driver-profile';
import { PairPhoneButton } from '../features/drivers/components/pair-phone-button';

export default function DriverDetailsPage() {
  const { t } = useTranslation('fleet');
  const { can, localePath, locale } = useShell();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const driver = useDriver(id);

  return (
    <>
      <PageHeader
        title={driver.data ? driverNameIn(locale, driver.data) : t('driver.details.title')}
        subtitle={driver.data ? t('driver.details.title') : undefined}
        backTo={pathTo('driver-list')}
        actions={
          can('fleet:write') && driver.data ? (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(localePath(pathTo('driver-update', { id })))}
            >
              {t('common.edit')}
            </Button>
          ) : null
        }
      />
      <LoadedRecord query={driver}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <DriverProfile driver={data} />
            </Col>
            <Col xs={24} xl={10}>
              <DriverDocuments driver={data} />
            </Col>
            <Col xs={24}>
              <SignInSessionsCard
                path={crewSessionsPath(data.id)}
                namespace="fleet"
                prefix="driver.crewSessions"
                canRevoke={can('fleet:write')}
                extra={
                  can('fleet:write') && data.status === 'active' ? (
                    <PairPhoneButton driverId={data.id} fullName={driverNameIn(locale, data)} />
                  ) : null
                }
              />
            </Col>
            <Col xs={24}>
              <DriverHistory driver={data} />
            </Col>
          </Row>
        )}
      </LoadedRecord>
    </>
  );
}
