import { MobileOutlined } from '@ant-design/icons';
import { type CrewPairing, shownPairingCode } from '@rihla/shared/contracts/crew';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { signInSessionsKey } from '@rihla/shared/ui/sign-in-sessions-card';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { Alert, Button, Flex, Modal, QRCode, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelCrewPairing, useCreateCrewPairing } from '../api/create-crew-pairing';
import { crewSessionsPath } from '../api/driver-keys';

const secondsUntil = (expiresAt: string | undefined) =>
  expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)) : 0;

/** Seconds left until `expiresAt`, ticking each second (0 once past). */
function useSecondsLeft(expiresAt: string | undefined) {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSeconds(secondsUntil(expiresAt));
    if (!expiresAt) return;
    const timer = setInterval(() => setSeconds(secondsUntil(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * "Pair a phone" on a crew member's page: a short-lived, single-use code shown as a QR of the
 * crew app's link (the phone's camera opens it signed in) and as text to type in the app.
 */
export function PairPhoneButton({ driverId, fullName }: { driverId: string; fullName: string }) {
  const { t } = useTranslation('fleet');
  const create = useCreateCrewPairing(driverId);
  const cancel = useCancelCrewPairing(driverId);
  const [pairing, setPairing] = useState<CrewPairing | null>(null);
  const seconds = useSecondsLeft(pairing?.expiresAt);
  const { queryClient } = useShell();
  // One code per click (a code is shown once, so a second click on its way sends nothing).
  const createOnce = useOneSaveAtATime(create);
  const issue = () => createOnce(undefined, { onSuccess: setPairing, onError: () => undefined });
  // The phone may have signed in meanwhile: the sessions card shows it.
  const close = () => {
    setPairing(null);
    void queryClient.invalidateQueries({ queryKey: signInSessionsKey(crewSessionsPath(driverId)) });
  };

  return (
    <>
      <Button icon={<MobileOutlined />} onClick={issue} loading={create.isPending && !pairing}>
        {t('driver.pairing.open')}
      </Button>
      {pairing ? (
        <Modal
          open
          // The name isolated: an Arabic name inside an English sentence keeps its place.
          title={t('driver.pairing.title', { name: `\u2068${fullName}\u2069` })}
          onCancel={close}
          width={520}
          footer={[
            <Button
              key="cancel"
              danger
              disabled={seconds === 0}
              loading={cancel.isPending}
              onClick={() => cancel.mutate(pairing.id, { onSuccess: close })}
            >
              {t('driver.pairing.cancel')}
            </Button>,
            <Button key="done" type="primary" onClick={close}>
              {t('driver.pairing.done')}
            </Button>,
          ]}
        >
          <Flex gap={16} wrap align="start">
            <QRCode
              value={pairing.link}
              size={200}
              status={seconds === 0 ? 'expired' : 'active'}
              statusRender={() => (
                <Button onClick={issue} loading={create.isPending}>
                  {t('driver.pairing.renew')}
                </Button>
              )}
              aria-label={t('driver.pairing.qr')}
              data-testid="crew-pairing-qr"
            />
            <div style={{ flex: 1, minInlineSize: 220 }}>
              <ol style={{ paddingInlineStart: 20, marginBlockStart: 0 }}>
                <li>{t('driver.pairing.step1')}</li>
                <li>{t('driver.pairing.step2')}</li>
              </ol>
              <Typography.Text type="secondary">{t('driver.pairing.typeIt')}</Typography.Text>
              <Typography.Paragraph
                data-testid="crew-pairing-code"
                style={{ fontSize: 22, marginBlockEnd: 8 }}
              >
                <Ltr>
                  <code>{shownPairingCode(pairing.code)}</code>
                </Ltr>
              </Typography.Paragraph>
              {seconds > 0 ? (
                <Typography.Text role="timer">
                  {t('driver.pairing.validFor')} <Ltr>{minutesAndSeconds(seconds)}</Ltr>
                </Typography.Text>
              ) : (
                <Alert type="warning" showIcon message={t('driver.pairing.expired')} />
              )}
            </div>
          </Flex>
        </Modal>
      ) : null}
    </>
  );
}
