import { LocationPicker, type MapPosition } from '@rihla/shared/ui/map/location-picker';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { Col, Form, type FormInstance, type FormRule, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface CoordinateValues {
  lat?: number | null;
  lng?: number | null;
}

interface CoordinateFieldsProps<V extends CoordinateValues> {
  form: FormInstance<V>;
  rules(name: string): FormRule[];
  /** Accessible name of the map. */
  mapLabel: string;
}

/**
 * A school's or a stop's place: picked on the map (click, or drag the pin) or typed as latitude
 * and longitude; both stay in step because the map reads and writes the two form fields.
 */
export function CoordinateFields<V extends CoordinateValues>({
  form,
  rules,
  mapLabel,
}: CoordinateFieldsProps<V>) {
  const { t } = useTranslation();
  // antd's typed paths cannot follow a generic V; lat and lng are fields of every V here.
  const untyped: FormInstance = form;
  const lat = Form.useWatch('lat', untyped);
  const lng = Form.useWatch('lng', untyped);
  const value: MapPosition | null = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  const pick = (position: MapPosition) => {
    untyped.setFieldsValue(position);
    void untyped.validateFields(['lat', 'lng']);
  };
  return (
    // A fieldset groups the map and the two numbers for assistive technology; it looks like any form row.
    <fieldset style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
      <legend style={{ fontWeight: 600, marginBlockEnd: 4, padding: 0 }}>{mapLabel}</legend>
      <Typography.Paragraph type="secondary">{t('places.mapHint')}</Typography.Paragraph>
      <LocationPicker label={mapLabel} value={value} onChange={pick} />
      <Row gutter={16} style={{ marginBlockStart: 12 }}>
        <Col xs={12}>
          <Form.Item name="lat" label={t('places.latitude')} rules={rules('lat')} required>
            <NumberInput dir="ltr" step={0.0001} style={{ inlineSize: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="lng" label={t('places.longitude')} rules={rules('lng')} required>
            <NumberInput dir="ltr" step={0.0001} style={{ inlineSize: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}
