import type { Student } from '@rihla/shared/contracts/students';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHomeStop } from '../api/get-home-stop';
import { HomeMap } from './home-map';

/** The student's home and stop on the map, or a note that neither is known. */
export function StudentMap({ student }: { student: Student }) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const stop = useHomeStop(student.homeStopId);
  const home =
    student.homeLat !== null && student.homeLng !== null
      ? { lat: student.homeLat, lng: student.homeLng, label: t('student.map.home') }
      : null;
  return (
    <Card title={t('student.sections.map')}>
      {home || stop.data ? (
        <HomeMap
          label={t('student.sections.map')}
          home={home}
          stop={
            stop.data ? { lat: stop.data.lat, lng: stop.data.lng, label: nameIn(locale, stop.data) } : null
          }
        />
      ) : (
        t('student.noLocation')
      )}
    </Card>
  );
}
