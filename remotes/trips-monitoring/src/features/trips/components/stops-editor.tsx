import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Stop } from '@rihla/shared/contracts/stops';
import { nameIn } from '@rihla/shared/format/name-in';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { mapPin } from '@rihla/shared/ui/map/map-pin';
import { Button, Empty, Flex, Form, type FormInstance, Input, Select, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip as MapTooltip, Marker, Polyline } from 'react-leaflet';
import { useSchoolStudents } from '../api/get-school-students';
import { useStopOptions } from '../api/get-stop-options';
import { addMinutes, type TripFormValues, type TripStopValues } from './trip-form-values';

const ROUTE_COLOR = '#0f766e';
const OTHER_COLOR = '#94a3b8';

function SortableRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <Button
      type="text"
      icon={<HolderOutlined />}
      aria-label={label}
      style={{ cursor: 'grab' }}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        listStyle: 'none',
        paddingBlock: 8,
        borderBlockEnd: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
      }}
    >
      {children(handle)}
    </li>
  );
}

/**
 * The route of a trip as a Form.List: stops picked on the Leaflet map (click a pin) or by name, reordered by
 * drag (pointer or keyboard), each with its planned time and the school's students boarding there.
 */
export function StopsEditor({ form }: { form: FormInstance<TripFormValues> }) {
  const { t } = useTranslation('trips');
  const { direction, locale } = useShell();
  const ltr = ltrInputStyle(direction);
  const stops = useStopOptions();
  const schoolId = Form.useWatch('schoolId', form);
  const route = (Form.useWatch('stops', form) ?? []) as TripStopValues[];
  const students = useSchoolStudents(schoolId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map((stops.data ?? []).map((s) => [s.id, s])), [stops.data]);
  const nameOf = (stop: Stop | undefined) => (stop ? nameIn(locale, stop) : '');
  const positions = route.map((s) => byId.get(s.stopId)).filter((s): s is Stop => Boolean(s));
  const otherIcon = useMemo(() => mapPin({ color: OTHER_COLOR }), []);
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
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          const from = fields.findIndex((f) => String(f.key) === active.id);
          const to = fields.findIndex((f) => String(f.key) === over.id);
          if (from >= 0 && to >= 0) move(from, to);
        };
        return (
          <Flex vertical gap={12}>
            <MapCanvas
              label={t('add.mapLabel')}
              height={360}
              fitTo={
                positions.length > 1
                  ? positions.map((s) => [s.lat, s.lng] as [number, number])
                  : (stops.data ?? []).length > 1
                    ? (stops.data ?? []).map((s) => [s.lat, s.lng] as [number, number])
                    : null
              }
            >
              {(stops.data ?? []).map((stop) => {
                const index = route.findIndex((s) => s.stopId === stop.id);
                return (
                  <Marker
                    key={stop.id}
                    position={[stop.lat, stop.lng]}
                    icon={index >= 0 ? mapPin({ color: ROUTE_COLOR, label: index + 1 }) : otherIcon}
                    title={nameOf(stop)}
                    alt={nameOf(stop)}
                    // Pointer only: the search below adds a stop from the keyboard without
                    // tabbing through every pin, and close stops' pins overlap.
                    keyboard={false}
                    eventHandlers={{ click: () => addStop(stop) }}
                  >
                    <MapTooltip>{nameOf(stop)}</MapTooltip>
                  </Marker>
                );
              })}
              {positions.length > 1 ? (
                <Polyline
                  positions={positions.map((s) => [s.lat, s.lng] as [number, number])}
                  color={ROUTE_COLOR}
                />
              ) : null}
            </MapCanvas>
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
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext
                items={fields.map((f) => String(f.key))}
                strategy={verticalListSortingStrategy}
              >
                <ol aria-label={t('fields.stops')} style={{ margin: 0, padding: 0 }}>
                  {fields.map((field, index) => {
                    const stop = byId.get(route[index]?.stopId ?? '');
                    const name = nameOf(stop);
                    return (
                      <SortableRow
                        key={field.key}
                        id={String(field.key)}
                        label={t('add.dragHandle', { name })}
                      >
                        {(handle) => (
                          <Flex gap={8} align="start">
                            {handle}
                            <Tag color={ROUTE_COLOR} style={{ marginBlockStart: 4 }}>
                              {index + 1}
                            </Tag>
                            <Typography.Text
                              strong
                              ellipsis={{ tooltip: name }}
                              style={{ inlineSize: 200, flexShrink: 0, marginBlockStart: 4 }}
                            >
                              {name}
                            </Typography.Text>
                            <Form.Item
                              name={[field.name, 'plannedTime']}
                              rules={[
                                {
                                  required: true,
                                  pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
                                  message: t('fields.plannedTime'),
                                },
                              ]}
                              style={{ marginBlockEnd: 0 }}
                            >
                              <Input
                                aria-label={`${t('fields.plannedTime')} ${name}`}
                                dir="ltr"
                                style={{ ...ltr, inlineSize: 90 }}
                                placeholder="06:30"
                              />
                            </Form.Item>
                            <Form.Item name={[field.name, 'stopId']} hidden>
                              <Input />
                            </Form.Item>
                            <Form.Item
                              name={[field.name, 'studentIds']}
                              style={{ marginBlockEnd: 0, flex: 1, minInlineSize: 0 }}
                            >
                              <Select
                                mode="multiple"
                                aria-label={`${t('fields.students')} ${name}`}
                                placeholder={
                                  schoolId ? t('add.studentsPlaceholder') : t('add.pickSchoolFirst')
                                }
                                disabled={!schoolId}
                                loading={students.isLoading}
                                optionFilterProp="label"
                                options={studentOptions(route[index]?.stopId ?? '')}
                              />
                            </Form.Item>
                            <Tooltip title={t('add.removeStop', { name })}>
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={t('add.removeStop', { name })}
                                onClick={() => remove(field.name)}
                              />
                            </Tooltip>
                          </Flex>
                        )}
                      </SortableRow>
                    );
                  })}
                </ol>
              </SortableContext>
            </DndContext>
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
