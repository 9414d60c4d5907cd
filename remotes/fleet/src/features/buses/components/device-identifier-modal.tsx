import type { DeviceToken } from '@rihla/shared/contracts/monitoring';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Alert, Flex, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The new device identifier, shown this once (the API keeps only its hash), with a QR code of the
 * server URL carrying it as `id` and how to set up Traccar Client with it.
 */
export function DeviceIdentifierModal({
  issued,
  plate,
  onClose,
}: {
  issued: DeviceToken;
  plate: string;
  onClose(): void;
}) {
  const { t } = useTranslation('fleet');
  const setupUrl = `${issued.serverUrl}?id=${encodeURIComponent(issued.token)}`;
  return (
    <Modal
      open
      title={
        <>
          {t('bus.tracker.modal.title')} <Ltr>{plate}</Ltr>
        </>
      }
      onCancel={onClose}
      onOk={onClose}
      okText={t('bus.tracker.modal.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={560}
    >
      <Alert type="warning" showIcon message={t('bus.tracker.modal.once')} style={{ marginBlockEnd: 16 }} />
      <Flex gap={16} wrap align="start">
        <QRCode value={setupUrl} size={168} aria-label={t('bus.tracker.modal.qr')} />
        <div style={{ flex: 1, minInlineSize: 240 }}>
          <Typography.Text type="secondary">{t('bus.tracker.modal.identifier')}</Typography.Text>
          <Typography.Paragraph copyable={{ text: issued.token }} data-testid="device-identifier">
            <Ltr>
              <code>{issued.token}</code>
            </Ltr>
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('bus.tracker.modal.serverUrl')}</Typography.Text>
          <Typography.Paragraph copyable={{ text: issued.serverUrl }}>
            <Ltr>
              <code>{issued.serverUrl}</code>
            </Ltr>
          </Typography.Paragraph>
        </div>
      </Flex>
      <Typography.Title level={5}>{t('bus.tracker.modal.howTo')}</Typography.Title>
      <ol style={{ paddingInlineStart: 20, marginBlock: 0 }}>
        <li>{t('bus.tracker.modal.step1')}</li>
        <li>{t('bus.tracker.modal.step2')}</li>
        <li>{t('bus.tracker.modal.step3')}</li>
      </ol>
    </Modal>
  );
}
