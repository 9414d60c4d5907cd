import {
  type Parent,
  type ParentContact,
  parentContactSchema,
  parentUpdateSchema,
} from '@rihla/shared/contracts/parents';
import { useShell } from '@rihla/shared/shell/shell-context';
import { signInSessionsKey } from '@rihla/shared/ui/sign-in-sessions-card';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Drawer, Flex, Form, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentKeys } from '../api/parent-keys';
import { ContactList } from './contact-list';

type Contact = Parent['contacts'][number];

interface GuardianValues {
  name?: string;
  relation?: string;
  phone?: string;
  email?: string;
}

/**
 * The form's fields are named as the API names them in the record (`contacts.<i>.phone`), so a
 * refusal of the save (a phone on another family's record) lands on its field.
 */
type FormValues = { contacts?: Record<number, GuardianValues> };

const toGuardian = (v: GuardianValues = {}) => ({
  kind: 'guardian' as const,
  name: v.name ?? '',
  relation: v.relation ?? '',
  phone: v.phone ?? '',
  email: v.email ?? '',
  nationalId: '',
});

/** A contact as the update sends it back (unchanged). */
const asInput = ({ id: _id, ...contact }: Contact): ParentContact => contact;

/**
 * The family's other guardians (ADR 0075): added, edited and removed here, each a versioned,
 * audited edit of the parent's record. A guardian signs in to the family app with their own phone
 * (or e-mail) and sees the family; removing one signs their phones out.
 */
export function GuardiansCard({ parent, canWrite }: { parent: Parent; canWrite: boolean }) {
  const { t } = useTranslation('families');
  const { api } = useShell();
  const [form] = Form.useForm<FormValues>();
  /** The contact's position being edited: an existing guardian's, or the end for a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const guardians = parent.contacts.filter((c) => c.kind === 'guardian');
  const index = editing ?? parent.contacts.length;
  const rules = useZodFormRules<FormValues>(parentContactSchema, (values) =>
    toGuardian(values.contacts?.[index]),
  );
  const ruleOf = (field: string) => rules(field);

  const save = useToastedMutation({
    success: () => t('parent.guardians.saved'),
    mutationFn: async (contacts: ParentContact[]) => {
      const { name, phone, email, nationalId, address, version } = parent;
      const body = parentUpdateSchema.parse({ name, phone, email, nationalId, address, contacts, version });
      await api.put(`parents/${parent.id}`, { json: body });
    },
    // Removing a guardian, or changing their phone, signs their phones out: the list below too.
    invalidate: [parentKeys.detail(parent.id), signInSessionsKey(`parents/${parent.id}/family-sessions`)],
    quiet: true,
  });
  const onError = useSaveErrorHandler(form);
  const open = (position: number) => {
    const contact = parent.contacts[position];
    form.resetFields();
    form.setFieldsValue({
      contacts: {
        [position]: contact
          ? {
              name: contact.name,
              relation: contact.relation,
              phone: contact.phone,
              email: contact.email ?? '',
            }
          : {},
      },
    });
    setEditing(position);
  };
  const finish = (values: FormValues) => {
    const edited = toGuardian(values.contacts?.[index]);
    const contacts = parent.contacts.map(asInput);
    const current = parent.contacts[index];
    contacts[index] = current ? { ...edited, nationalId: current.nationalId } : edited;
    save.mutate(contacts, { onSuccess: () => setEditing(null), onError });
  };
  const remove = (contact: Contact) =>
    save.mutate(parent.contacts.filter((c) => c.id !== contact.id).map(asInput), { onError });

  return (
    <>
      <ContactList
        title={t('parent.sections.guardians')}
        contacts={guardians}
        extra={
          canWrite ? (
            <Button size="small" onClick={() => open(parent.contacts.length)}>
              {t('parent.guardians.add')}
            </Button>
          ) : null
        }
        actions={
          canWrite
            ? (contact) => [
                <Button
                  key="edit"
                  type="link"
                  size="small"
                  onClick={() => open(parent.contacts.findIndex((c) => c.id === contact.id))}
                >
                  {t('parent.guardians.edit')}
                </Button>,
                <Popconfirm
                  key="remove"
                  title={t('parent.guardians.removeTitle')}
                  okText={t('parent.guardians.remove')}
                  cancelText={t('parent.guardians.cancel')}
                  onConfirm={() => remove(contact)}
                >
                  <Button type="link" danger size="small">
                    {t('parent.guardians.remove')}
                  </Button>
                </Popconfirm>,
              ]
            : undefined
        }
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(parent.contacts[index] ? 'parent.guardians.editTitle' : 'parent.guardians.addTitle')}
        destroyOnHidden
        footer={
          <Flex gap="small" justify="end">
            <Button onClick={() => setEditing(null)}>{t('parent.guardians.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {t('parent.guardians.save')}
            </Button>
          </Flex>
        }
      >
        <Form form={form} layout="vertical" onFinish={finish} requiredMark>
          <p>{t('parent.guardians.lead')}</p>
          <Form.Item
            name={['contacts', index, 'name']}
            label={t('parent.fields.name')}
            rules={ruleOf('name')}
            required
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name={['contacts', index, 'relation']}
            label={t('parent.guardians.relation')}
            extra={t('parent.guardians.relationHint')}
            rules={ruleOf('relation')}
            required
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name={['contacts', index, 'phone']}
            label={t('parent.fields.phone')}
            extra={t('parent.guardians.phoneHint')}
            rules={ruleOf('phone')}
            required
          >
            <Input dir="ltr" inputMode="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name={['contacts', index, 'email']}
            label={t('parent.fields.email')}
            extra={t('parent.guardians.emailHint')}
            rules={ruleOf('email')}
          >
            <Input dir="ltr" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
