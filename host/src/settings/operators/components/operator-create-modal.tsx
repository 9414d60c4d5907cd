import { ROLES } from '@rihla/shared/contracts/auth';
import { type OperatorCreate, operatorCreateSchema } from '@rihla/shared/contracts/operators';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateOperator } from '../api/create-operator';
import { OperatorScopeFields, type ScopeValues, scopeOfValues } from './operator-scope-fields';
import { PasswordField } from './password-field';
import { temporaryPassword } from './temporary-password';

type CreateValues = Pick<OperatorCreate, 'email' | 'name' | 'role' | 'password'> & ScopeValues;

// The console always hands over a temporary password: the new operator picks their own at sign-in.
// The scope is read from every value, "limited" included (it is not sent itself).
const toInput = (values: CreateValues) => {
  const { limited: _limited, schoolIds: _schools, regionIds: _regions, ...fields } = values;
  return { ...fields, ...scopeOfValues(values), mustChangePassword: true };
};

/** A new operator account: email, name, role, the schools they see and a temporary password. */
export function OperatorCreateModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { toast, direction } = useShell();
  const [form] = Form.useForm<CreateValues>();
  const rules = useZodFormRules(operatorCreateSchema, toInput);
  const create = useCreateOperator();
  const save = useOneSaveAtATime(create);
  const onError = useSaveErrorHandler(form);

  const finish = (values: CreateValues) => {
    save(operatorCreateSchema.parse(toInput(values)), {
      onSuccess: (operator) => {
        toast.add({
          severity: 'success',
          summary: t('operator.created', { name: operator.name }),
          detail: t('operator.handOverPassword'),
          life: 8000,
        });
        onClose();
      },
      onError,
    });
  };

  return (
    <Modal
      open={open}
      title={t('operator.add.title')}
      okText={t('operator.add.submit')}
      cancelText={t('operator.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{
          role: 'dispatcher',
          password: temporaryPassword(),
          limited: false,
          schoolIds: [],
          regionIds: [],
        }}
        onFinish={finish}
        requiredMark="optional"
      >
        <Form.Item name="name" label={t('operator.fields.name')} rules={rules('name')} required>
          <Input autoComplete="off" count={{ show: true, max: 120 }} />
        </Form.Item>
        <Form.Item name="email" label={t('operator.fields.email')} rules={rules('email')} required>
          <Input type="email" dir="ltr" style={ltrInputStyle(direction)} autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('operator.fields.role')} rules={rules('role')} required>
          <Select options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        </Form.Item>
        <OperatorScopeFields
          form={form}
          rules={{ schoolIds: rules('schoolIds'), regionIds: rules('regionIds') }}
        />
        <PasswordField
          rules={rules('password')}
          onGenerate={(password) => form.setFieldValue('password', password)}
        />
      </Form>
    </Modal>
  );
}
