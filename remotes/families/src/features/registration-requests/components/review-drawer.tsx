import { type RegistrationRequest, rejectionSchema } from '@rihla/shared/contracts/registration-requests';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { Button, Drawer, Flex, Form, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestDecisions } from '../hooks/use-request-decisions';
import { RequestSummary } from './request-summary';

interface ReviewDrawerProps {
  request: RegistrationRequest | null;
  onClose(): void;
}

/** One request in full, with the decisions an operator may take on it. */
export function ReviewDrawer({ request, onClose }: ReviewDrawerProps) {
  const { t } = useTranslation('families');
  const { locale, can } = useShell();
  const { approve, waitlist, reject } = useRequestDecisions();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const open = request !== null;
  useReturnFocus(open);
  const decidable = request !== null && (request.status === 'pending' || request.status === 'waitlisted');
  const busy = approve.isPending || waitlist.isPending || reject.isPending;

  const close = () => {
    setRejecting(false);
    setReason('');
    setReasonError(null);
    onClose();
  };
  // One decision at a time: the buttons show they are busy a render later, and a second click in
  // between would send the decision twice (and be refused as already decided after its own success).
  const deciding = useRef(false);
  const decide = async (run: () => Promise<unknown>) => {
    if (deciding.current) return;
    deciding.current = true;
    try {
      await run();
      close();
    } catch {
      // The mutation has toasted the API's reason; the drawer stays open to try again.
    } finally {
      deciding.current = false;
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
      {request ? <RequestSummary request={request} /> : null}
    </Drawer>
  );
}
