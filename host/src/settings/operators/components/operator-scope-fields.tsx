import type { Role } from '@rihla/shared/contracts/auth';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Form, type FormInstance, type FormRule, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionOptions } from '../../regions/api/regions-api';
import { useSchoolOptions } from '../../schools/api/get-school-options';

/** The scope as the form holds it: whether the operator is limited, and to which schools and regions. */
export interface ScopeValues {
  role: Role;
  limited?: boolean;
  schoolIds?: string[];
  regionIds?: string[];
}

interface Scope {
  schoolIds: string[] | null;
  regionIds: string[] | null;
}

/**
 * The scope the API stores (ADR 0072, 0076): none for an administrator, always one for a school's
 * staff, and for the other roles the chosen schools and regions once "limited" is on. Regions
 * alone are a scope; with neither, the empty school choice is sent as it is, so the contract's
 * translated refusal lands on the field.
 */
export function scopeOfValues(values: ScopeValues): Scope {
  if (values.role === 'admin' || (values.role !== 'school' && !values.limited)) {
    return { schoolIds: null, regionIds: null };
  }
  const schoolIds = values.schoolIds ?? [];
  const regionIds = values.regionIds?.length ? values.regionIds : null;
  return { schoolIds: schoolIds.length === 0 && regionIds ? null : schoolIds, regionIds };
}

export function scopeFormValues(scope: Scope): Pick<ScopeValues, 'limited' | 'schoolIds' | 'regionIds'> {
  return {
    limited: scope.schoolIds !== null || scope.regionIds !== null,
    schoolIds: scope.schoolIds ?? [],
    regionIds: scope.regionIds ?? [],
  };
}

/**
 * Which schools an operator sees: every school, or those chosen and those of the chosen regions (a
 * school's staff: always limited). The regions' picker shows once the company has regions.
 */
export function OperatorScopeFields<V extends ScopeValues>({
  form,
  rules,
}: {
  form: FormInstance<V>;
  rules: { schoolIds: FormRule[]; regionIds: FormRule[] };
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const schools = useSchoolOptions();
  const regions = useRegionOptions();
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
          rules={rules.schoolIds}
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
      {(role === 'school' || limited) && (regions.data?.length ?? 0) > 0 && (
        <Form.Item
          name="regionIds"
          label={t('operator.fields.regions')}
          rules={rules.regionIds}
          extra={t('operator.hints.regions')}
        >
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t('operator.scope.chooseRegions')}
            options={regions.data?.map((region) => ({ value: region.id, label: nameIn(locale, region) }))}
          />
        </Form.Item>
      )}
    </>
  );
}
