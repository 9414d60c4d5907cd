import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSeatCapacities } from '../api/get-seat-capacities';

/** Free seats and the waitlist at the request's school: what deciding it weighs. */
export function SeatsLine({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('families');
  const capacities = useSeatCapacities();
  const seat = capacities.data?.find((c) => c.schoolId === schoolId);
  if (!seat) return null;
  if (seat.seats === null) return <Typography.Text>{t('request.seats.unlimited')}</Typography.Text>;
  const free = Math.max(0, seat.seats - seat.taken);
  return (
    <Typography.Text type={free === 0 ? 'danger' : undefined}>
      {t('request.seats.line', {
        free: t('request.seats.free', { count: free }),
        seats: seat.seats,
        waiting: seat.waiting,
      })}
    </Typography.Text>
  );
}
