import { ROLES } from '@rihla/shared/contracts/auth';
import { type Operator, operatorUpdateSchema } from '@rihla/shared/contracts/operators';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateOperator } from '../api/update-operator';
import {
  OperatorScopeFields,
  type ScopeValues,
  scopeFormValues,
  scopeOfValues,
} from './operator-scope-fields';

type EditValues = Pick<Operator, 'name' | 'role' | 'active'> & ScopeValues;

const FIELDS = ['name', 'role', 'active', 'limited', 'schoolIds', 'regionIds'] as const;
const toValues = ({ name, role, active, schoolIds, regionIds }: Operator): EditValues => ({
  name,
  role,
  active,
  ...scopeFormValues({ schoolIds, regionIds }),
});
const toInput = ({ name, role, active, ...scope }: EditValues, version = 1) => ({
  name,
  role,
  active,
  ...scopeOfValues({ role, ...scope }),
  version,
});

/**
 * An operator's name, role, the schools they see and whether they may sign in, saved at the version
 * read. The API refuses (409) to demote or deactivate the last active administrator, or one's own
 * account, and (400) a scope that leaves the operator no school.
 */
export function OperatorEditForm({
  operator,
  refetch,
  onSaved,
}: {
  operator: Operator;
  refetch(): Promise<{ data?: Operator }>;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { toast } = useShell();
  const [form] = Form.useForm<EditValues>();
  const rules = useZodFormRules(operatorUpdateSchema, (values: EditValues) => toInput(values));
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: operator,
    refetch,
    fields: FIELDS,
    toFormValues: toValues,
    toInput: (values, version) => operatorUpdateSchema.parse(toInput(values, version)),
    mutation: useUpdateOperator(operator.id),
    onSaved: (saved) => {
      toast.add({ severity: 'success', summary: t('operator.saved', { name: saved.name }), life: 4000 });
      onSaved();
    },
  });
  return (
    <>
      {conflictAlert}
      <Form<EditValues> form={form} layout="vertical" initialValues={toValues(operator)} onFinish={finish}>
        <Form.Item name="name" label={t('operator.fields.name')} rules={rules('name')} required>
          <Input autoComplete="off" count={{ show: true, max: 120 }} />
        </Form.Item>
        <Form.Item name="role" label={t('operator.fields.role')} rules={rules('role')} required>
          <Select options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        </Form.Item>
        <OperatorScopeFields
          form={form}
          rules={{ schoolIds: rules('schoolIds'), regionIds: rules('regionIds') }}
        />
        <Form.Item
          name="active"
          label={t('operator.fields.active')}
          valuePropName="checked"
          extra={t('operator.hints.active')}
        >
          <Switch
            checkedChildren={t('operator.state.active')}
            unCheckedChildren={t('operator.state.inactive')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('operator.save')}
        </Button>
      </Form>
    </>
  );
}
