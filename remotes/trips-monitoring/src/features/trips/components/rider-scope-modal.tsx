import type { RiderScope } from '@rihla/shared/contracts/trips';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asked when the riders of one trip of a weekly series change: for this day only (an exception),
 * or for this day and every later trip of the series (ADR 0060).
 */
export function RiderScopeModal({
  onChoose,
  onCancel,
}: {
  onChoose(scope: RiderScope): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('trips');
  return (
    <Modal
      open
      title={t('riderScope.title')}
      onCancel={onCancel}
      footer={
        <Flex gap="small" justify="end" wrap>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button onClick={() => onChoose('day')}>{t('riderScope.day')}</Button>
          <Button type="primary" onClick={() => onChoose('series')}>
            {t('riderScope.series')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>{t('riderScope.question')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('riderScope.hint')}</Typography.Paragraph>
    </Modal>
  );
}
