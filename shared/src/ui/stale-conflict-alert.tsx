import { Alert, Button, Flex } from 'antd';
import { useUiText } from './ui-texts';

interface StaleConflictAlertProps {
  /** Replace the form with the latest saved version (what the user typed is dropped). */
  onReload(): void;
  /** Keep the form as typed and save over the latest version on the next save. */
  onKeepMine?(): void;
  reloading?: boolean;
}

/**
 * Shown after a 409 `conflict.stale`: someone else saved first. Nothing the user typed is lost
 * until they choose.
 */
export function StaleConflictAlert({ onReload, onKeepMine, reloading }: StaleConflictAlertProps) {
  const t = useUiText();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('stale.title')}
      description={t('stale.description')}
      style={{ marginBlockEnd: 16 }}
      action={
        <Flex vertical gap="small">
          <Button size="small" type="primary" onClick={onReload} loading={reloading}>
            {t('stale.reload')}
          </Button>
          {onKeepMine ? (
            <Button size="small" onClick={onKeepMine} disabled={reloading}>
              {t('stale.keepMine')}
            </Button>
          ) : null}
        </Flex>
      }
    />
  );
}
