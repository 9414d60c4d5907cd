import type { TripDetails } from '@rihla/shared/contracts/trips';
import type { AppPath } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { TripStatusTag } from '../../trips/components/trip-status-tag';

/** The header of a monitored trip's pages: its name and status, and a button to its other view. */
export function LiveTripHeader({
  trip,
  backTo,
  other,
}: {
  trip: TripDetails | undefined;
  backTo: AppPath;
  other: { path: AppPath; label: string };
}) {
  const { t } = useTranslation('trips');
  const { localePath } = useShell();
  const navigate = useNavigate();
  return (
    <PageHeader
      title={trip ? trip.name : t('update.title')}
      subtitle={trip ? <TripStatusTag status={trip.status} /> : null}
      backTo={backTo}
      actions={<Button onClick={() => navigate(localePath(other.path))}>{other.label}</Button>}
    />
  );
}
