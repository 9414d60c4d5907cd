import type { FieldNaming } from '@rihla/shared/ui/show-field-problems';
import { useTranslation } from 'react-i18next';

/** The trip form's labels by API field, so a refusal no visible field can show names its field. */
export function useTripFieldNaming(): FieldNaming {
  const { t } = useTranslation('trips');
  return {
    labels: {
      name: t('fields.name'),
      direction: t('fields.direction'),
      schoolId: t('fields.school'),
      busId: t('fields.bus'),
      driverId: t('fields.driver'),
      attendantId: t('fields.attendantName'),
      attendantPhone: t('fields.attendantPhone'),
      departureTime: t('fields.departureTime'),
      date: t('fields.date'),
      weekdays: t('fields.weekdays'),
      termStart: t('fields.termStart'),
      termEnd: t('fields.termEnd'),
      stops: t('fields.stops'),
    },
  };
}
