import { type RegistrationRequest, rejectionSchema } from '@rihla/shared/contracts/registration-requests';
import { formatMoney } from '@rihla/shared/format/number';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameIn, useSeatCapacities } from '../api/queries';
import { HomeMap } from '../students/home-map';
import { RequestStatusTag } from './request-status-tag';
import { useRequestDecisions } from './use-request-decisions';

interface ReviewDrawerProps {
  request: RegistrationRequest | null;
  onClose(): void;
}

function SeatsLine({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('families');
  const capacities = useSeatCapacities();
  const seat = capacities.data?.find((c) => c.schoolId === schoolId);
  if (!seat) return null;
  if (seat.seats === null) return <Typography.Text>{t('request.seats.unlimited')}</Typography.Text>;
  const free = Math.max(0, seat.seats - seat.taken);
  return (
    <Typography.Text type={free === 0 ? 'danger' : undefined}>
      {t('request.seats.line', { free, seats: seat.seats, waiting: seat.waiting })}
    </Typography.Text>
  );
}

/** One request in full, with the decisions an operator may take on it. */
export function ReviewDrawer({ request, onClose }: ReviewDrawerProps) {
  const { t } = useTranslation('families');
  const { locale, localePath, can } = useShell();
  const { approve, waitlist, reject } = useRequestDecisions();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const open = request !== null;
  useReturnFocus(open);
  const none = t('common.none');
  const decidable = request !== null && (request.status === 'pending' || request.status === 'waitlisted');
  const busy = approve.isPending || waitlist.isPending || reject.isPending;

  const close = () => {
    setRejecting(false);
    setReason('');
    setReasonError(null);
    onClose();
  };
  const decide = async (run: () => Promise<unknown>) => {
    try {
      await run();
      close();
    } catch {
      // The mutation has toasted the API's reason; the drawer stays open to try again.
    }
  };
  const confirmReject = () => {
    if (!request) return;
    const parsed = rejectionSchema.safeParse({ version: request.version, reason });
    if (!parsed.success) {
      setReasonError(validationMessage(parsed.error.issues[0]?.message ?? 'validation.invalid', locale));
      return;
    }
    void decide(() => reject.mutateAsync({ request, reason: parsed.data.reason }));
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      width={560}
      title={request ? t('request.review.title', { reference: request.reference }) : ''}
      destroyOnHidden
      footer={
        request && decidable && can('families:write') ? (
          rejecting ? (
            <Flex vertical gap="small">
              <Form.Item
                label={t('request.fields.rejectionReason')}
                validateStatus={reasonError ? 'error' : undefined}
                help={reasonError ?? t('request.review.reasonHint')}
                layout="vertical"
                style={{ marginBlockEnd: 8 }}
              >
                <Input.TextArea
                  autoFocus
                  rows={3}
                  maxLength={500}
                  value={reason}
                  aria-label={t('request.fields.rejectionReason')}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setReasonError(null);
                  }}
                />
              </Form.Item>
              <Space>
                <Button danger type="primary" loading={reject.isPending} onClick={confirmReject}>
                  {t('request.actions.confirmReject')}
                </Button>
                <Button onClick={() => setRejecting(false)}>{t('common.back')}</Button>
              </Space>
            </Flex>
          ) : (
            <Space wrap>
              <Button
                type="primary"
                loading={approve.isPending}
                disabled={busy}
                onClick={() => decide(() => approve.mutateAsync(request))}
              >
                {t('request.actions.approve')}
              </Button>
              {request.status === 'pending' ? (
                <Button
                  loading={waitlist.isPending}
                  disabled={busy}
                  onClick={() => decide(() => waitlist.mutateAsync(request))}
                >
                  {t('request.actions.waitlist')}
                </Button>
              ) : null}
              <Button danger disabled={busy} onClick={() => setRejecting(true)}>
                {t('request.actions.reject')}
              </Button>
            </Space>
          )
        ) : null
      }
    >
      {request ? (
        <Flex vertical gap="middle">
          <Flex gap="small" align="center" wrap>
            <RequestStatusTag status={request.status} position={request.waitlistPosition} />
            <Typography.Text type="secondary">
              {t(`request.source.${request.source}`)} · <DateTimeText value={request.createdAt} />
            </Typography.Text>
          </Flex>
          {request.status === 'rejected' && request.rejectionReason ? (
            <Alert
              type="error"
              showIcon
              message={t('request.fields.rejectionReason')}
              description={request.rejectionReason}
            />
          ) : null}
          {request.status === 'approved' && request.studentId ? (
            <Alert
              type="success"
              showIcon
              message={
                <Link to={localePath(pathTo('student-details', { id: request.studentId }))}>
                  {t('request.review.openStudent')}
                </Link>
              }
            />
          ) : null}
          <Descriptions column={1} size="small" title={t('request.sections.parent')}>
            <Descriptions.Item label={t('request.fields.parentName')}>{request.parentName}</Descriptions.Item>
            <Descriptions.Item label={t('request.fields.parentPhone')}>
              <Ltr>{request.parentPhone}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('request.fields.parentEmail')}>
              {request.parentEmail ? <Ltr>{request.parentEmail}</Ltr> : none}
            </Descriptions.Item>
          </Descriptions>
          <Descriptions column={1} size="small" title={t('request.sections.student')}>
            <Descriptions.Item label={t('request.fields.studentNameAr')}>
              <span lang="ar">{request.studentNameAr}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('request.fields.studentNameEn')}>
              {request.studentNameEn ? <span lang="en">{request.studentNameEn}</span> : none}
            </Descriptions.Item>
            <Descriptions.Item label={t('request.fields.grade')}>
              {t(`student.grade.${request.grade}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('request.fields.school')}>
              <Flex vertical>
                {nameIn(locale, request.school)}
                <SeatsLine schoolId={request.schoolId} />
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('request.fields.package')}>
              {nameIn(locale, request.package)} ·{' '}
              <Ltr>{formatMoney(request.package.priceHalalas, locale)}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('request.fields.notes')}>{request.notes ?? none}</Descriptions.Item>
          </Descriptions>
          <HomeMap
            label={t('request.fields.home')}
            height={240}
            home={{ lat: request.homeLat, lng: request.homeLng, label: t('student.map.home') }}
            stop={null}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}
