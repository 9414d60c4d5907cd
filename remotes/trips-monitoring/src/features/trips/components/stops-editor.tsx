import type { Stop } from '@rihla/shared/contracts/stops';
import { nameIn } from '@rihla/shared/format/name-in';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Empty, Flex, Form, type FormInstance, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolStudents } from '../api/get-school-students';
import { useStopOptions } from '../api/get-stop-options';
import { RouteStopRow } from './route-stop-row';
import { RouteStopsMap } from './route-stops-map';
import { SortableStopList } from './sortable-stop-list';
import { addMinutes, type TripFormValues, type TripStopValues } from './trip-form-values';

/**
 * The route of a trip as a Form.List: stops picked on the Leaflet map (click a pin) or by name, reordered by
 * drag (pointer or keyboard), each with its planned time and the school's students boarding there.
 */
export function StopsEditor({ form }: { form: FormInstance<TripFormValues> }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const stops = useStopOptions();
  const schoolId = Form.useWatch('schoolId', form);
  const route = (Form.useWatch('stops', form) ?? []) as TripStopValues[];
  const students = useSchoolStudents(schoolId);
  const byId = useMemo(() => new Map((stops.data ?? []).map((s) => [s.id, s])), [stops.data]);
  const nameOf = (stop: Stop | undefined) => (stop ? nameIn(locale, stop) : '');
  const stopNameAt = (index: number) => nameOf(byId.get(route[index]?.stopId ?? ''));
  const studentOptions = (stopId: string) =>
    [...(students.data ?? [])]
      // Students whose home stop this is come first.
      .sort((a, b) => Number(b.homeStopId === stopId) - Number(a.homeStopId === stopId))
      .map((s) => ({ value: s.id, label: nameIn(locale, s) }));

  return (
    <Form.List
      name="stops"
      rules={[
        {
          validator: async (_, value?: TripStopValues[]) => {
            if (!value || value.length === 0) throw new Error(validationMessage('trips.noStops', locale));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => {
        const addStop = (stop: Stop) => {
          // The form's current value, not the last render's: two quick clicks both count.
          const current = (form.getFieldValue('stops') ?? []) as TripStopValues[];
          if (current.some((s) => s.stopId === stop.id)) return;
          const last = current.at(-1)?.plannedTime ?? form.getFieldValue('departureTime');
          add({
            stopId: stop.id,
            plannedTime: addMinutes(last, current.length === 0 ? 10 : 8),
            studentIds: [],
          });
        };
        return (
          <Flex vertical gap={12}>
            <RouteStopsMap stops={stops.data ?? []} route={route} nameOf={nameOf} onPick={addStop} />
            <Typography.Text type="secondary">{t('add.mapHint')}</Typography.Text>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('add.findStop')}
              placeholder={t('add.findStopPlaceholder')}
              value={null}
              loading={stops.isLoading}
              options={(stops.data ?? [])
                .filter((stop) => !route.some((s) => s.stopId === stop.id))
                .map((stop) => ({ value: stop.id, label: nameOf(stop) }))}
              onChange={(id: string) => {
                const stop = byId.get(id);
                if (stop) addStop(stop);
              }}
            />
            {fields.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('add.noStops')} />
            ) : null}
            <SortableStopList
              fields={fields}
              move={move}
              handleLabel={(index) => t('add.dragHandle', { name: stopNameAt(index) })}
              renderRow={(field, index, handle) => (
                <RouteStopRow
                  handle={handle}
                  index={index}
                  fieldName={field.name}
                  name={stopNameAt(index)}
                  schoolId={schoolId}
                  studentOptions={studentOptions(route[index]?.stopId ?? '')}
                  studentsLoading={students.isLoading}
                  onRemove={() => remove(field.name)}
                />
              )}
            />
            <Form.ErrorList errors={errors} />
            <Typography.Text type="secondary">
              {t('add.stopCount', {
                stops: t('add.stops', { count: route.length }),
                students: t('add.students', {
                  count: route.reduce((sum, s) => sum + (s.studentIds?.length ?? 0), 0),
                }),
              })}
            </Typography.Text>
          </Flex>
        );
      }}
    </Form.List>
  );
}
