import type { Alert } from '@rihla/shared/contracts/monitoring';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAlertAction } from '../api/act-on-alert';

/** Acknowledge and resolve buttons of an alert not yet resolved; says how it went. */
export function AlertActions({ alert }: { alert: Alert }) {
  const { t } = useTranslation('trips');
  const { toast } = useShell();
  const act = useAlertAction();
  // The API words it (e.g. resolved meanwhile by someone else), translated.
  const onError = (error: Error) =>
    toast.add({
      severity: 'error',
      summary: t('alerts.failed'),
      detail: error instanceof ProblemError ? error.problem.title : undefined,
      life: 6000,
    });
  if (alert.status === 'resolved') return null;
  // mutateAsync, not mutate's callbacks: a resolved alert leaves the list (and these buttons
  // unmount) when the refetch lands, and react-query skips an unmounted caller's onSuccess.
  const run = (action: 'acknowledge' | 'resolve') =>
    act
      .mutateAsync({ id: alert.id, action })
      .then(
        () => toast.add({ severity: 'success', summary: t(`alerts.done.${action}`), life: 3000 }),
        onError,
      );
  return (
    <Space>
      {alert.status === 'open' ? (
        <Button size="small" loading={act.isPending} onClick={() => run('acknowledge')}>
          {t('alerts.acknowledge')}
        </Button>
      ) : null}
      <Button size="small" type="primary" loading={act.isPending} onClick={() => run('resolve')}>
        {t('alerts.resolve')}
      </Button>
    </Space>
  );
}
