import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchoolOptions } from '../api/get-school-options';
import type { TripFormValues, TripStopValues } from './trip-form-values';

/**
 * A to-school trip whose last stop is planned after the school's first bell brings the children
 * late: the form says so while it is being planned (a warning, not a refusal: a late start can be
 * agreed with the school).
 */
export function BellWarning({ form }: { form: FormInstance<TripFormValues> }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const schools = useSchoolOptions();
  const schoolId = Form.useWatch('schoolId', form);
  const direction = Form.useWatch('direction', form);
  const route = (Form.useWatch('stops', form) ?? []) as TripStopValues[];
  const school = schools.data?.find((s) => s.id === schoolId);
  const arrival = route.at(-1)?.plannedTime;
  if (direction !== 'to_school' || !school || !arrival || arrival <= school.startTime) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('add.afterBell', { arrival, bell: school.startTime, school: nameIn(locale, school) })}
    />
  );
}
