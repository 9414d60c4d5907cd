import type { Subscription } from '@rihla/shared/contracts/subscriptions';
import { nameIn } from '@rihla/shared/format/name-in';
import { formatMoney } from '@rihla/shared/format/number';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Button, Flex, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useSubscriptions } from '../api/get-subscriptions';
import { ChangeSubscription } from './subscription-drawers';

/** Subscriptions of a parent or a student; an operator who may write can end an active one. */
export function SubscriptionTable({
  filter,
  showStudent,
}: {
  filter: Record<string, string>;
  showStudent: boolean;
}) {
  const { t } = useTranslation('families');
  const { locale, localePath, can } = useShell();
  const subscriptions = useSubscriptions(new URLSearchParams({ ...filter, pageSize: '100' }));
  const cancel = useCancelSubscription({
    success: (result) =>
      result.seatOfferedTo
        ? t('subscription.cancelledOffered', { reference: result.seatOfferedTo.reference })
        : t('subscription.cancelled'),
  });

  const columns: TableColumnsType<Subscription> = [
    ...(showStudent
      ? [
          {
            key: 'student',
            title: t('student.fields.name'),
            render: (_: unknown, s: Subscription) => (
              <Link to={localePath(pathTo('student-details', { id: s.student.id }))}>
                {nameIn(locale, s.student)}
              </Link>
            ),
          },
        ]
      : []),
    { key: 'package', title: t('subscription.fields.package'), render: (_, s) => nameIn(locale, s.package) },
    {
      key: 'price',
      title: t('subscription.fields.price'),
      render: (_, s) => (
        <>
          <Ltr>{formatMoney(s.priceHalalas, locale)}</Ltr>
          {s.discountPercent > 0 ? (
            <Tag bordered={false} color="green" style={{ marginInlineStart: 8 }}>
              {t('subscription.siblingDiscount', { percent: s.discountPercent })}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'start',
      title: t('subscription.fields.startDate'),
      render: (_, s) => <DateText value={s.startDate} hijri={false} />,
    },
    {
      key: 'instalments',
      title: t('subscription.fields.instalments'),
      render: (_, s) => s.instalments ?? s.package.instalments,
    },
    {
      key: 'status',
      title: t('subscription.fields.status'),
      render: (_, s) => (
        <Tag color={s.status === 'active' ? 'green' : 'default'}>{t(`subscription.status.${s.status}`)}</Tag>
      ),
    },
    {
      key: 'seat',
      title: t('subscription.fields.seat'),
      render: (_, s) => (s.hasSeat ? t('subscription.seatHeld') : t('common.none')),
    },
  ];
  if (can('families:write')) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, s) =>
        s.status === 'active' ? (
          <Flex gap="small" wrap>
            <ChangeSubscription subscription={s} />
            <Popconfirm
              title={t('subscription.cancelTitle')}
              description={t('subscription.cancelDescription')}
              okText={t('subscription.cancel')}
              cancelText={t('common.back')}
              okButtonProps={{ danger: true }}
              onConfirm={() => cancel.mutateAsync(s)}
            >
              <Button danger size="small">
                {t('subscription.cancel')}
              </Button>
            </Popconfirm>
          </Flex>
        ) : null,
    });
  }
  return (
    <Table<Subscription>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={subscriptions.data?.items}
      loading={subscriptions.isFetching}
      locale={{ emptyText: t('subscription.none') }}
    />
  );
}
