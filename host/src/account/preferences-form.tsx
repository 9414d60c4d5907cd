import { type Account, accountUpdateSchema } from '@rihla/shared/contracts/account';
import { COLOR_SCHEMES } from '@rihla/shared/contracts/auth';
import { LOCALES, type Locale } from '@rihla/shared/routes/route-table';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateAccount } from './use-account';

interface PreferencesValues {
  name: string;
  /** `browser` stands for null: follow the browser's language. */
  locale: Locale | 'browser';
  colorScheme: Account['colorScheme'];
}

const FIELDS = ['name', 'locale', 'colorScheme'] as const;

const toValues = (account: Account): PreferencesValues => ({
  name: account.name,
  locale: account.locale ?? 'browser',
  colorScheme: account.colorScheme,
});

const toInput = (values: PreferencesValues, version?: number) => ({
  name: values.name,
  locale: values.locale === 'browser' ? null : values.locale,
  colorScheme: values.colorScheme,
  version: version ?? 1,
});

/** The operator's own name, interface language and appearance, saved at the version read. */
export function PreferencesForm({
  account,
  refetch,
}: {
  account: Account;
  refetch(): Promise<{ data?: Account }>;
}) {
  const { t } = useTranslation();
  const { toast, setLocale, locale } = useShell();
  const [form] = Form.useForm<PreferencesValues>();
  const rules = useZodFormRules(accountUpdateSchema, (values: PreferencesValues) => toInput(values));
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: account,
    refetch,
    fields: FIELDS,
    toFormValues: toValues,
    toInput: (values, version) => accountUpdateSchema.parse(toInput(values, version)),
    mutation: useUpdateAccount(),
    onSaved: (saved) => {
      toast.add({ severity: 'success', summary: t('account.saved'), life: 4000 });
      if (saved.locale && saved.locale !== locale) setLocale(saved.locale);
    },
  });
  return (
    <Card title={t('account.profile')} className="account-card">
      {conflictAlert}
      <Form form={form} layout="vertical" initialValues={toValues(account)} onFinish={finish}>
        <Form.Item label={t('account.email')}>
          <Input value={account.email} disabled dir="ltr" aria-label={t('account.email')} />
        </Form.Item>
        <Form.Item label={t('account.role')}>
          <Input value={t(`roles.${account.role}`)} disabled aria-label={t('account.role')} />
        </Form.Item>
        <Form.Item name="name" label={t('account.name')} rules={rules('name')}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="locale" label={t('account.locale')}>
          <Select
            options={[
              { value: 'browser', label: t('account.localeBrowser') },
              ...LOCALES.map((value) => ({ value, label: value === 'ar' ? 'العربية' : 'English' })),
            ]}
          />
        </Form.Item>
        <Form.Item name="colorScheme" label={t('account.colorScheme')}>
          <Select options={COLOR_SCHEMES.map((value) => ({ value, label: t(`account.scheme.${value}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('account.save')}
        </Button>
      </Form>
    </Card>
  );
}
