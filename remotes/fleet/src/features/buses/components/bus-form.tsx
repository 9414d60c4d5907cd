import { BUS_STATUSES, busInputSchema } from '@rihla/shared/contracts/buses';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { useExpiredDocumentRule } from '@rihla/shared/ui/expired-documents';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { Ltr, ltrInputStyle } from '@rihla/shared/ui/ltr';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Card, Col, Divider, Form, type FormInstance, type FormRule, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BusFormValues, EQUIPMENT, type Equipment, toBusInput } from './bus-form-values';

/** A Saudi plate as the contract writes it: digits, a space, letters (Latin here; Arabic ones are taken too). */
const PLATE_EXAMPLE = '1234 ABD';

interface BusFormProps {
  form: FormInstance<BusFormValues>;
  initialValues: BusFormValues;
  submitting: boolean;
  /** Called with valid form values; the page parses them with the contract and saves. */
  onFinish(values: BusFormValues): void;
  onCancel(): void;
}

/** Add and update share this form; rules come from the shared bus contract. */
export function BusForm({ form, initialValues, submitting, onFinish, onCancel }: BusFormProps) {
  const { t } = useTranslation('fleet');
  const rules = useZodFormRules(busInputSchema, toBusInput);
  const expiredRule = useExpiredDocumentRule();
  const { direction, locale } = useShell();
  const ltr = ltrInputStyle(direction);
  // Warnings only: a bus without a tracker or cameras is saved but not dispatched; unknown is flagged.
  const equipmentRule: FormRule = {
    warningOnly: true,
    validator: async (_, value: Equipment | null | undefined) => {
      if (value === 'notFitted') throw new Error(t('bus.equipmentBlocks'));
      if (!value) throw new Error(t('bus.equipmentMissing'));
    },
  };
  // The contract's "a card is its number and its expiry" refinement only runs once every other field is
  // valid (zod skips refinements after field errors), so the form states it up front too.
  const pairedRules = (
    name: 'operatingCardNumber' | 'operatingCardExpiry' | 'odometerKm' | 'odometerReadOn',
    other: string,
  ): FormRule[] => [
    ...rules(name),
    ({ getFieldValue }) => ({
      required: Boolean(getFieldValue(other)),
      message: validationMessage('validation.required', locale),
    }),
  ];
  const equipmentOptions = EQUIPMENT.map((value) => ({ value, label: t(`bus.equipment.${value}`) }));
  return (
    <Form<BusFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      requiredMark="optional"
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="plateNumber"
              label={t('bus.fields.plateNumber')}
              rules={rules('plateNumber')}
              extra={
                // The example in an LTR island: in Arabic text "1234 ABD" would read "ABD 1234".
                <>
                  {t('bus.hints.plateNumber')} <Ltr>{PLATE_EXAMPLE}</Ltr>
                </>
              }
              required
            >
              {/* A plate reads left to right whatever the page direction. */}
              <Input dir="ltr" style={ltr} autoComplete="off" placeholder="1234 ABD" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('bus.fields.status')} rules={rules('status')} required>
              <Select options={BUS_STATUSES.map((s) => ({ value: s, label: t(`bus.status.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="model" label={t('bus.fields.model')} rules={rules('model')} required>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="year" label={t('bus.fields.year')} rules={rules('year')} required>
              <NumberInput style={{ inlineSize: '100%' }} controls={false} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="capacity" label={t('bus.fields.capacity')} rules={rules('capacity')} required>
              <NumberInput style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="insuranceExpiry"
              label={t('bus.fields.insuranceExpiry')}
              rules={[...rules('insuranceExpiry'), expiredRule]}
              required
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="inspectionExpiry"
              label={t('bus.fields.inspectionExpiry')}
              rules={[...rules('inspectionExpiry'), expiredRule]}
              required
            >
              <DateInput />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('bus.sections.tga')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="operatingCardNumber"
              label={t('bus.fields.operatingCardNumber')}
              rules={pairedRules('operatingCardNumber', 'operatingCardExpiry')}
              extra={t('bus.hints.operatingCard')}
              dependencies={['operatingCardExpiry']}
            >
              <Input dir="ltr" style={ltr} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="operatingCardExpiry"
              label={t('bus.fields.operatingCardExpiry')}
              rules={[...pairedRules('operatingCardExpiry', 'operatingCardNumber'), expiredRule]}
              dependencies={['operatingCardNumber']}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="trackerFitted" label={t('bus.fields.trackerFitted')} rules={[equipmentRule]}>
              <Select allowClear placeholder={t('bus.equipment.unknown')} options={equipmentOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="camerasFitted" label={t('bus.fields.camerasFitted')} rules={[equipmentRule]}>
              <Select allowClear placeholder={t('bus.equipment.unknown')} options={equipmentOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="gpsDeviceId"
              label={t('bus.fields.gpsDeviceId')}
              rules={rules('gpsDeviceId')}
              extra={t('bus.hints.gpsDeviceId')}
            >
              <Input dir="ltr" style={ltr} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('bus.sections.service')}
        </Divider>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              name="odometerKm"
              label={t('bus.fields.odometerReading')}
              rules={pairedRules('odometerKm', 'odometerReadOn')}
              dependencies={['odometerReadOn']}
            >
              <NumberInput style={{ inlineSize: '100%' }} controls={false} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="odometerReadOn"
              label={t('bus.fields.odometerReadOn')}
              rules={pairedRules('odometerReadOn', 'odometerKm')}
              dependencies={['odometerKm']}
              extra={t('bus.hints.odometer')}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="serviceIntervalKm"
              label={t('bus.fields.serviceIntervalKm')}
              rules={rules('serviceIntervalKm')}
            >
              <NumberInput style={{ inlineSize: '100%' }} controls={false} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="serviceIntervalMonths"
              label={t('bus.fields.serviceIntervalMonths')}
              rules={rules('serviceIntervalMonths')}
              extra={t('bus.hints.serviceInterval')}
            >
              <NumberInput style={{ inlineSize: '100%' }} controls={false} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={t('bus.fields.notes')} rules={rules('notes')}>
              <Input.TextArea rows={3} count={{ show: true, max: 1000 }} />
            </Form.Item>
          </Col>
        </Row>
        <FormActions onCancel={onCancel} submitting={submitting} />
      </Card>
    </Form>
  );
}
