import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndOfTripCheck } from './end-of-trip-check';

interface ChildCheckModalProps {
  check: EndOfTripCheck;
  /** The API's refusal, when it refused the completion. */
  reason: string | null;
  completing: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The end-of-trip child check: names the children who boarded and were not dropped off, warns of
 * stops never reached, and completes only after the attendant ticks that they walked the bus (a
 * deliberate second step; the API records the confirmation on the timeline and in the audit log).
 */
export function ChildCheckModal({ check, reason, completing, onConfirm, onCancel }: ChildCheckModalProps) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const [walked, setWalked] = useState(false);
  const names = (students: EndOfTripCheck['stillOn']) => students.map((s) => nameIn(locale, s)).join('، ');
  return (
    <Modal
      open
      title={t('update.childCheckTitle')}
      okText={t('update.confirmEmpty')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: completing, disabled: !walked }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Flex vertical gap={12}>
        {reason ? <Typography.Paragraph>{reason}</Typography.Paragraph> : null}
        {check.stillOn.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={t('childCheck.stillOn', { count: check.stillOn.length })}
            description={names(check.stillOn)}
          />
        ) : null}
        {check.skippedStops.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={t('childCheck.skippedStops', { count: check.skippedStops.length })}
            description={check.skippedStops.map((stop) => nameIn(locale, stop)).join('، ')}
          />
        ) : null}
        <Typography.Paragraph type="secondary">{t('update.confirmEmptyHint')}</Typography.Paragraph>
        <Checkbox checked={walked} onChange={(event) => setWalked(event.target.checked)}>
          {t('childCheck.walked')}
        </Checkbox>
      </Flex>
    </Modal>
  );
}
