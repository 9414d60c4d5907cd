import type { Role } from '@rihla/shared/contracts/auth';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Form, type FormInstance, type FormRule, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchoolOptions } from '../../schools/api/get-school-options';

/** The scope as the form holds it: whether the operator is limited, and to which schools. */
export interface ScopeValues {
  role: Role;
  limited?: boolean;
  schoolIds?: string[];
}

/**
 * The scope the API stores (ADR 0072): none for an administrator, always one for a school's staff,
 * and for the other roles the chosen schools once "limited" is on. An empty choice is sent as it
 * is, so the contract's translated refusal lands on the field.
 */
export function scopeOfValues(values: ScopeValues): string[] | null {
  if (values.role === 'admin') return null;
  return values.role === 'school' || values.limited ? (values.schoolIds ?? []) : null;
}

export function scopeFormValues(schoolIds: string[] | null): Pick<ScopeValues, 'limited' | 'schoolIds'> {
  return { limited: schoolIds !== null, schoolIds: schoolIds ?? [] };
}

/** Which schools an operator sees: every school, or those chosen (a school's staff: always chosen). */
export function OperatorScopeFields<V extends ScopeValues>({
  form,
  rules,
}: {
  form: FormInstance<V>;
  rules: FormRule[];
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const schools = useSchoolOptions();
  const role = Form.useWatch('role', form);
  const limited = Form.useWatch('limited', form);
  if (role === 'admin') return null;
  return (
    <>
      {role !== 'school' && (
        <Form.Item
          name="limited"
          label={t('operator.fields.scope')}
          valuePropName="checked"
          extra={t('operator.hints.scope')}
        >
          <Switch checkedChildren={t('operator.scope.some')} unCheckedChildren={t('operator.scope.all')} />
        </Form.Item>
      )}
      {(role === 'school' || limited) && (
        <Form.Item
          name="schoolIds"
          label={t('operator.fields.schools')}
          rules={rules}
          required
          extra={role === 'school' ? t('operator.hints.schoolRole') : undefined}
        >
          <Select
            mode="multiple"
            allowClear
            loading={schools.isLoading}
            optionFilterProp="label"
            placeholder={t('operator.scope.choose')}
            options={schools.data?.map((school) => ({ value: school.id, label: nameIn(locale, school) }))}
          />
        </Form.Item>
      )}
    </>
  );
}
