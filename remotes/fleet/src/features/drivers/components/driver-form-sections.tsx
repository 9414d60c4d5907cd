import type { Driver } from '@rihla/shared/contracts/drivers';
import { DRIVER_ROLES, DRIVER_STATUSES } from '@rihla/shared/contracts/drivers';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { useExpiredDocumentRule } from '@rihla/shared/ui/expired-documents';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { RiyalInput } from '@rihla/shared/ui/money';
import { Card, Col, Form, type FormRule, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusSelect } from './bus-select';

/** The contract's rules of one field, as the driver form's sections apply them. */
export type FieldRules = (name: string) => FormRule[];

/** Who the crew member is and how to reach them. */
export function DriverIdentitySection({ rules }: { rules: FieldRules }) {
  const { t } = useTranslation('fleet');
  const ltr = ltrInputStyle(useShell().direction);
  return (
    <Card title={t('driver.sections.identity')} style={{ marginBlockEnd: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullName" label={t('driver.fields.fullName')} rules={rules('fullName')} required>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="fullNameEn"
            label={t('driver.fields.fullNameEn')}
            rules={rules('fullNameEn')}
            extra={t('driver.fullNameEnHelp')}
          >
            <Input autoComplete="off" dir="ltr" style={ltr} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="role" label={t('driver.fields.role')} rules={rules('role')} required>
            <Select options={DRIVER_ROLES.map((r) => ({ value: r, label: t(`driver.role.${r}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="status" label={t('driver.fields.status')} rules={rules('status')} required>
            <Select options={DRIVER_STATUSES.map((s) => ({ value: s, label: t(`driver.status.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="nationalId"
            label={t('driver.fields.nationalId')}
            rules={rules('nationalId')}
            extra={t('driver.hints.nationalId')}
            required
          >
            <Input dir="ltr" style={ltr} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="phone"
            label={t('driver.fields.phone')}
            rules={rules('phone')}
            extra={t('driver.hints.phone')}
            required
          >
            <Input dir="ltr" style={ltr} type="tel" placeholder="05XXXXXXXX" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="email" label={t('driver.fields.email')} rules={rules('email')}>
            <Input dir="ltr" style={ltr} type="email" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The licence and the documents whose expiry keeps a crew member off the road. */
export function DriverDocumentsSection({
  rules,
  licenceRequired,
}: {
  rules: FieldRules;
  licenceRequired: boolean;
}) {
  const { t } = useTranslation('fleet');
  const { locale, direction } = useShell();
  const ltr = ltrInputStyle(direction);
  const expiredRule = useExpiredDocumentRule();
  // The contract's "licence required for a driver" refinement only runs once every other field
  // is valid (zod skips refinements after field errors), so the form states it up front too.
  const licenceRules = (name: 'licenseNumber' | 'licenseExpiry'): FormRule[] => [
    ...rules(name),
    ({ getFieldValue }) => ({
      required: getFieldValue('role') === 'driver',
      message: validationMessage('validation.required', locale),
    }),
  ];
  return (
    <Card title={t('driver.sections.documents')} style={{ marginBlockEnd: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="licenseNumber"
            label={t('driver.fields.licenseNumber')}
            rules={licenceRules('licenseNumber')}
            dependencies={['role']}
            required={licenceRequired}
          >
            <Input dir="ltr" style={ltr} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="licenseExpiry"
            label={t('driver.fields.licenseExpiry')}
            rules={[...licenceRules('licenseExpiry'), expiredRule]}
            dependencies={['role']}
            required={licenceRequired}
          >
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="medicalExpiry"
            label={t('driver.fields.medicalExpiry')}
            rules={[...rules('medicalExpiry'), expiredRule]}
          >
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="firstAidExpiry"
            label={t('driver.fields.firstAidExpiry')}
            rules={[...rules('firstAidExpiry'), expiredRule]}
            extra={t('driver.hints.tgaCertificates')}
          >
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="proficiencyExpiry"
            label={t('driver.fields.proficiencyExpiry')}
            rules={[...rules('proficiencyExpiry'), expiredRule]}
          >
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="backgroundCheckExpiry"
            label={t('driver.fields.backgroundCheckExpiry')}
            rules={rules('backgroundCheckExpiry')}
          >
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="dateOfBirth"
            label={t('driver.fields.dateOfBirth')}
            rules={rules('dateOfBirth')}
            extra={t('driver.hints.dateOfBirth')}
            dependencies={['role']}
          >
            <DateInput />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The bus the crew member works on and what a trip pays them; the form's actions close it. */
export function DriverWorkSection({
  rules,
  currentBus,
  children,
}: {
  rules: FieldRules;
  currentBus?: Driver['assignedBus'];
  children: ReactNode;
}) {
  const { t } = useTranslation('fleet');
  return (
    <Card title={t('driver.sections.work')}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="assignedBusId"
            label={t('driver.fields.assignedBus')}
            rules={rules('assignedBusId')}
            extra={t('driver.hints.assignedBusRule')}
          >
            <BusSelect current={currentBus} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="tripRate"
            label={t('driver.fields.tripRate')}
            rules={rules('tripRate')}
            required
            // Operators think in riyals; the contract stores halalas.
            getValueProps={(v?: number | null) => ({ value: typeof v === 'number' ? v / 100 : v })}
            normalize={(v?: number | null) => (typeof v === 'number' ? Math.round(v * 100) : v)}
          >
            <RiyalInput step={0.5} />
          </Form.Item>
        </Col>
      </Row>
      {children}
    </Card>
  );
}
