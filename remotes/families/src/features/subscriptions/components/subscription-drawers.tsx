import type { Parent } from '@rihla/shared/contracts/parents';
import {
  type Subscription,
  subscriptionInputSchema,
  subscriptionUpdateSchema,
} from '@rihla/shared/contracts/subscriptions';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Drawer, Flex, Form, type FormInstance, Select, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackageOptions } from '../../packages/api/get-package-options';
import { useSubscriptions } from '../api/get-subscriptions';
import { getSubscription, useCreateSubscription, useUpdateSubscription } from '../api/save-subscription';

interface SubscriptionFormValues {
  studentId?: string;
  packageId?: string;
  startDate?: Dayjs | null;
  instalments?: number | null;
}

const FIELDS = ['packageId', 'startDate', 'instalments'] as const;

const toFields = (v: SubscriptionFormValues) => ({
  packageId: v.packageId ?? '',
  startDate: v.startDate?.format('YYYY-MM-DD') ?? '',
  instalments: v.instalments ?? null,
});
const toCreateInput = (v: SubscriptionFormValues) => ({ ...toFields(v), studentId: v.studentId ?? '' });

/** The drawer both forms open in: a title, the fields, Cancel and Save. */
function SubscriptionDrawer({
  open,
  onClose,
  title,
  form,
  submitting,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  form: FormInstance<SubscriptionFormValues>;
  submitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('families');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={onClose}>{t('subscription.form.cancel')}</Button>
          <Button type="primary" loading={submitting} onClick={() => form.submit()}>
            {t('subscription.form.save')}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}

/** Package (those open to new riders), start day and instalments (empty: the package's). */
function TermsFields({
  form,
  rules,
  current,
}: {
  form: FormInstance<SubscriptionFormValues>;
  rules(name: string): ReturnType<ReturnType<typeof useZodFormRules>>;
  /** The package the subscription is on now (listed even when it no longer takes new riders). */
  current?: Subscription['package'];
}) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const packages = usePackageOptions();
  const packageId = Form.useWatch('packageId', form);
  const chosen =
    packages.data?.find((p) => p.id === packageId) ?? (current?.id === packageId ? current : null);
  const options = [
    ...(current && !packages.data?.some((p) => p.id === current.id) ? [current] : []),
    ...(packages.data ?? []),
  ];
  return (
    <>
      <Form.Item
        name="packageId"
        label={t('subscription.fields.package')}
        rules={rules('packageId')}
        required
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={packages.isLoading}
          options={options.map((p) => ({ value: p.id, label: nameIn(locale, p) }))}
        />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('subscription.fields.startDate')}
        rules={rules('startDate')}
        required
      >
        <DateInput />
      </Form.Item>
      <Form.Item
        name="instalments"
        label={t('subscription.fields.instalments')}
        rules={rules('instalments')}
        extra={
          chosen
            ? t('subscription.form.packageInstalments', { count: chosen.instalments })
            : t('subscription.form.instalmentsHint')
        }
      >
        <NumberInput style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

/** Subscribes one of the family's children (one without an active subscription) by hand. */
export function AddSubscription({ parent }: { parent: Parent }) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const today = useOperatorsToday();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<SubscriptionFormValues>();
  const rules = useZodFormRules(subscriptionInputSchema, toCreateInput);
  const onError = useSaveErrorHandler(form);
  const create = useCreateSubscription({
    success: (saved) => t('subscription.form.added', { name: nameIn(locale, saved.student) }),
    quiet: true,
  });
  const saveOnce = useOneSaveAtATime(create);
  // The same query as the parent's subscription table: one request for both.
  const subscriptions = useSubscriptions(new URLSearchParams({ parentId: parent.id, pageSize: '100' }));
  const subscribed = new Set(
    subscriptions.data?.items.filter((s) => s.status === 'active').map((s) => s.studentId),
  );
  const children = parent.children.filter((c) => c.status === 'active' && !subscribed.has(c.id));
  const close = () => setOpen(false);
  return (
    <>
      <Tooltip title={children.length === 0 ? t('subscription.form.everyChildRides') : undefined}>
        <Button type="primary" disabled={children.length === 0} onClick={() => setOpen(true)}>
          {t('subscription.form.add')}
        </Button>
      </Tooltip>
      <SubscriptionDrawer
        open={open}
        onClose={close}
        title={t('subscription.form.addTitle', { name: parent.name })}
        form={form}
        submitting={create.isPending}
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            studentId: children.length === 1 ? children[0]!.id : undefined,
            startDate: today ? dayjs(today) : dayjs(),
            instalments: null,
          }}
          onFinish={(values) => {
            const parsed = subscriptionInputSchema.safeParse(toCreateInput(values));
            if (!parsed.success) onError(parsed.error);
            else saveOnce(toCreateInput(values), { onSuccess: close, onError });
          }}
        >
          <Typography.Paragraph type="secondary">{t('subscription.form.hint')}</Typography.Paragraph>
          <Form.Item
            name="studentId"
            label={t('subscription.fields.student')}
            rules={rules('studentId')}
            required
          >
            <Select options={children.map((c) => ({ value: c.id, label: nameIn(locale, c) }))} />
          </Form.Item>
          <TermsFields form={form} rules={rules} />
        </Form>
      </SubscriptionDrawer>
    </>
  );
}

const toFormValues = (s: Subscription): SubscriptionFormValues => ({
  packageId: s.packageId,
  startDate: dayjs(s.startDate),
  instalments: s.instalments,
});

/** Changes an active subscription's package, start day or instalments at the version read. */
export function ChangeSubscription({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('families');
  const { locale, api } = useShell();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<SubscriptionFormValues>();
  const rules = useZodFormRules(subscriptionUpdateSchema, (v: SubscriptionFormValues) => ({
    ...toFields(v),
    version: subscription.version,
  }));
  const update = useUpdateSubscription(subscription.id, {
    success: (saved) => t('subscription.form.changed', { name: nameIn(locale, saved.student) }),
    quiet: true,
  });
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: subscription,
    refetch: async () => ({ data: await getSubscription(api, subscription.id) }),
    fields: FIELDS,
    toFormValues,
    toInput: (values, version) => subscriptionUpdateSchema.parse({ ...toFields(values), version }),
    mutation: update,
    onSaved: () => setOpen(false),
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('subscription.form.change')}
      </Button>
      <SubscriptionDrawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('subscription.form.changeTitle', { name: nameIn(locale, subscription.student) })}
        form={form}
        submitting={submitting}
      >
        {conflictAlert}
        <Form form={form} layout="vertical" initialValues={toFormValues(subscription)} onFinish={finish}>
          <Typography.Paragraph type="secondary">{t('subscription.form.changeHint')}</Typography.Paragraph>
          <TermsFields form={form} rules={rules} current={subscription.package} />
        </Form>
      </SubscriptionDrawer>
    </>
  );
}
