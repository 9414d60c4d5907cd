import {
  GEOFENCE_KINDS,
  type Geofence,
  type GeofenceInput,
  type GeofenceKind,
  type LatLngPoint,
  SCHOOL_ZONE_RADIUS_M,
  ZONE_SPEED_MAX_KMH,
  ZONE_SPEED_MIN_KMH,
} from '@rihla/shared/contracts/geofences';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { mapPin } from '@rihla/shared/ui/map/map-pin';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Popconfirm,
  Radio,
  Row,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, Marker, Polygon, Polyline } from 'react-leaflet';
import { useSaveZone, useSchoolOptions, useZones, zoneKeys } from '../features/zones/api/zones-api';
import { ZONE_COLORS, ZoneShapes } from '../features/zones/components/zone-shapes';

interface Draft {
  existing?: Geofence;
  type: 'circle' | 'polygon';
  center: LatLngPoint | null;
  points: LatLngPoint[];
}

interface ZoneFields {
  nameAr: string;
  nameEn: string;
  kind: GeofenceKind;
  schoolId?: string | null;
  radiusM: number;
  dwellLimitMinutes?: number | null;
  speedLimitKmh?: number | null;
}

const vertexPin = mapPin({ color: '#111827' });

/**
 * The zones drawn on the map (ADR 0062): schools' (one each, by default a circle around the
 * school), depots, no-go zones. A dispatcher draws a circle (its centre, then its radius) or a
 * polygon (its corners, click by click; a corner is dragged to move it) and saves it.
 */
export default function ZonesPage() {
  const { t } = useTranslation('trips');
  const { locale, can } = useShell();
  const zones = useZones();
  const schools = useSchoolOptions();
  const save = useSaveZone();
  const saveOnce = useOneSaveAtATime(save);
  const [form] = Form.useForm<ZoneFields>();
  const kind = Form.useWatch('kind', form);
  const radiusM = Form.useWatch('radiusM', form) ?? SCHOOL_ZONE_RADIUS_M;
  const [draft, setDraft] = useState<Draft | null>(null);
  const onError = useSaveErrorHandler(form);
  const remove = useDeleteAction<Geofence>({
    path: 'geofences',
    invalidate: [zoneKeys.all],
    doneSummary: (zone) => t('zones.deleted', { name: nameIn(locale, zone) }),
  });
  const editable = can('trips:write');

  const open = (zone?: Geofence) => {
    const shape = zone?.shape;
    setDraft({
      existing: zone,
      type: shape?.type ?? 'polygon',
      center: shape?.type === 'circle' ? shape.center : null,
      points: shape?.type === 'polygon' ? shape.points : [],
    });
    form.setFieldsValue({
      nameAr: zone?.nameAr ?? '',
      nameEn: zone?.nameEn ?? '',
      kind: zone?.kind ?? 'other',
      schoolId: zone?.schoolId ?? null,
      radiusM: shape?.type === 'circle' ? shape.radiusM : SCHOOL_ZONE_RADIUS_M,
      dwellLimitMinutes: zone?.dwellLimitMinutes ?? null,
      speedLimitKmh: zone?.speedLimitKmh ?? null,
    });
  };

  const place = (at: LatLngPoint) => {
    if (!draft) return;
    setDraft(
      draft.type === 'circle' ? { ...draft, center: at } : { ...draft, points: [...draft.points, at] },
    );
  };
  const moveVertex = (index: number, at: LatLngPoint) =>
    draft && setDraft({ ...draft, points: draft.points.map((p, i) => (i === index ? at : p)) });

  const submit = (fields: ZoneFields) => {
    if (!draft) return;
    const input: GeofenceInput = {
      nameAr: fields.nameAr,
      nameEn: fields.nameEn,
      kind: fields.kind,
      schoolId: fields.kind === 'school' ? (fields.schoolId ?? null) : null,
      dwellLimitMinutes: fields.dwellLimitMinutes ?? null,
      speedLimitKmh: fields.speedLimitKmh ?? null,
      shape:
        draft.type === 'circle'
          ? {
              type: 'circle',
              center: draft.center ?? { lat: Number.NaN, lng: Number.NaN },
              radiusM: fields.radiusM,
            }
          : { type: 'polygon', points: draft.points },
    };
    if (draft.type === 'circle' && !draft.center) {
      onError(new Error(t('zones.placeCentre')));
      return;
    }
    saveOnce({ existing: draft.existing, input }, { onSuccess: () => setDraft(null), onError });
  };

  const columns: TableColumnsType<Geofence> = [
    { key: 'name', title: t('zones.name'), render: (_, zone) => nameIn(locale, zone) },
    {
      key: 'kind',
      title: t('zones.kind'),
      render: (_, zone) => <Tag color={ZONE_COLORS[zone.kind]}>{t(`zones.kinds.${zone.kind}`)}</Tag>,
    },
    {
      key: 'shape',
      title: t('zones.shape'),
      render: (_, zone) =>
        zone.shape.type === 'circle'
          ? t('zones.circleOf', { radius: zone.shape.radiusM })
          : t('zones.polygonOf', { count: zone.shape.points.length }),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('zones.actions'),
            render: (_: unknown, zone: Geofence) => (
              <Space>
                <Button size="small" onClick={() => open(zone)}>
                  {t('zones.edit')}
                </Button>
                <Popconfirm
                  title={t('zones.confirmDelete', { name: nameIn(locale, zone) })}
                  okText={t('zones.delete')}
                  cancelText={t('zones.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(zone)}
                >
                  <Button size="small" danger>
                    {t('zones.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const shown = (zones.data ?? []).filter((zone) => zone.id !== draft?.existing?.id);
  const draftColor = ZONE_COLORS[kind ?? 'other'];
  return (
    <>
      <PageHeader
        title={t('zones.title')}
        subtitle={t('zones.count', { count: zones.data?.length ?? 0 })}
        actions={
          editable && !draft ? (
            <Button type="primary" onClick={() => open()}>
              {t('zones.add')}
            </Button>
          ) : null
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <MapCanvas
            label={t('zones.map')}
            height={520}
            onClick={draft ? place : undefined}
            fitTo={
              draft || !zones.data?.length
                ? null
                : zones.data.flatMap((zone) =>
                    zone.shape.type === 'circle'
                      ? [[zone.shape.center.lat, zone.shape.center.lng] as [number, number]]
                      : zone.shape.points.map((p) => [p.lat, p.lng] as [number, number]),
                  )
            }
          >
            <ZoneShapes zones={shown} selectedId={null} onSelect={editable && !draft ? open : undefined} />
            {draft?.type === 'circle' && draft.center ? (
              <>
                <Circle
                  center={draft.center}
                  radius={radiusM}
                  pathOptions={{ color: draftColor, dashArray: '6 4' }}
                />
                <Marker
                  position={draft.center}
                  icon={vertexPin}
                  title={t('zones.centre')}
                  alt={t('zones.centre')}
                  draggable
                  eventHandlers={{ dragend: (e) => setDraft({ ...draft, center: e.target.getLatLng() }) }}
                />
              </>
            ) : null}
            {draft?.type === 'polygon' ? (
              <>
                {draft.points.length >= 3 ? (
                  <Polygon positions={draft.points} pathOptions={{ color: draftColor, dashArray: '6 4' }} />
                ) : (
                  <Polyline positions={draft.points} pathOptions={{ color: draftColor, dashArray: '6 4' }} />
                )}
                {draft.points.map((point, index) => (
                  <Marker
                    key={index}
                    position={point}
                    icon={vertexPin}
                    title={t('zones.corner', { number: index + 1 })}
                    alt={t('zones.corner', { number: index + 1 })}
                    draggable
                    eventHandlers={{ dragend: (e) => moveVertex(index, e.target.getLatLng()) }}
                  />
                ))}
              </>
            ) : null}
          </MapCanvas>
        </Col>
        <Col xs={24} lg={10}>
          {draft ? (
            <Card title={draft.existing ? t('zones.editTitle') : t('zones.addTitle')}>
              <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
                <Form.Item
                  name="nameAr"
                  label={t('zones.nameAr')}
                  rules={[{ required: true, message: t('zones.required') }]}
                >
                  <Input dir="rtl" />
                </Form.Item>
                <Form.Item
                  name="nameEn"
                  label={t('zones.nameEn')}
                  rules={[{ required: true, message: t('zones.required') }]}
                >
                  <Input dir="ltr" />
                </Form.Item>
                <Form.Item name="kind" label={t('zones.kind')}>
                  <Select options={GEOFENCE_KINDS.map((k) => ({ value: k, label: t(`zones.kinds.${k}`) }))} />
                </Form.Item>
                {kind === 'school' ? (
                  <Form.Item name="schoolId" label={t('zones.school')}>
                    <Select
                      showSearch
                      optionFilterProp="label"
                      options={(schools.data ?? []).map((s) => ({ value: s.id, label: nameIn(locale, s) }))}
                    />
                  </Form.Item>
                ) : null}
                <Form.Item label={t('zones.shape')}>
                  <Radio.Group
                    value={draft.type}
                    onChange={(e) => setDraft({ ...draft, type: e.target.value })}
                    options={[
                      { value: 'polygon', label: t('zones.polygon') },
                      { value: 'circle', label: t('zones.circle') },
                    ]}
                    optionType="button"
                  />
                </Form.Item>
                <Typography.Paragraph type="secondary">
                  {draft.type === 'circle'
                    ? t('zones.placeCentre')
                    : t('zones.placeCorners', { count: draft.points.length })}
                </Typography.Paragraph>
                {draft.type === 'circle' ? (
                  <Form.Item name="radiusM" label={t('zones.radius')}>
                    <NumberInput min={20} max={20000} step={10} style={{ inlineSize: '100%' }} />
                  </Form.Item>
                ) : (
                  <Space style={{ marginBlockEnd: 16 }}>
                    <Button
                      size="small"
                      disabled={draft.points.length === 0}
                      onClick={() => setDraft({ ...draft, points: draft.points.slice(0, -1) })}
                    >
                      {t('zones.undoCorner')}
                    </Button>
                    <Button
                      size="small"
                      disabled={draft.points.length === 0}
                      onClick={() => setDraft({ ...draft, points: [] })}
                    >
                      {t('zones.clearCorners')}
                    </Button>
                  </Space>
                )}
                <Form.Item
                  name="dwellLimitMinutes"
                  label={t('zones.dwellLimit')}
                  extra={t('zones.dwellHint')}
                >
                  <NumberInput min={1} max={1440} style={{ inlineSize: '100%' }} />
                </Form.Item>
                <Form.Item name="speedLimitKmh" label={t('zones.speedLimit')} extra={t('zones.speedHint')}>
                  <NumberInput
                    min={ZONE_SPEED_MIN_KMH}
                    max={ZONE_SPEED_MAX_KMH}
                    style={{ inlineSize: '100%' }}
                  />
                </Form.Item>
                <Flex gap="small" justify="end">
                  <Button onClick={() => setDraft(null)}>{t('zones.cancel')}</Button>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    {t('zones.save')}
                  </Button>
                </Flex>
              </Form>
            </Card>
          ) : null}
          <Card style={{ marginBlockStart: draft ? 16 : 0 }}>
            <Table<Geofence>
              rowKey="id"
              size="small"
              loading={zones.isLoading}
              dataSource={zones.data ?? []}
              columns={columns}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
