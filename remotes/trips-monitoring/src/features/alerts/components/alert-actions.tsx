import type { AlertOperator } from '@rihla/shared/contracts/alert-rules';
import type { Alert, AlertActionInput } from '@rihla/shared/contracts/monitoring';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertAction } from '../api/act-on-alert';

/**
 * An alert's actions while it is not resolved: acknowledge (its escalation stops), assign to an
 * operator, and resolve with a note of what was done; says how it went.
 */
export function AlertActions({ alert, operators }: { alert: Alert; operators: AlertOperator[] }) {
  const { t } = useTranslation('trips');
  const { toast } = useShell();
  const act = useAlertAction();
  const [resolving, setResolving] = useState(false);
  const [note, setNote] = useState('');
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
  const run = (input: AlertActionInput) =>
    act
      .mutateAsync({ id: alert.id, ...input })
      .then(
        () => toast.add({ severity: 'success', summary: t(`alerts.done.${input.action}`), life: 3000 }),
        onError,
      );
  return (
    <Space orientation="vertical" size={4}>
      <Space size={4}>
        {alert.status === 'open' ? (
          <Button size="small" loading={act.isPending} onClick={() => run({ action: 'acknowledge' })}>
            {t('alerts.acknowledge')}
          </Button>
        ) : null}
        <Button size="small" type="primary" loading={act.isPending} onClick={() => setResolving(true)}>
          {t('alerts.resolve')}
        </Button>
      </Space>
      <Select
        size="small"
        allowClear
        aria-label={t('alerts.assignTo')}
        placeholder={t('alerts.assignTo')}
        value={alert.assignedToId ?? undefined}
        onChange={(operatorId?: string) => run({ action: 'assign', operatorId: operatorId ?? null })}
        options={operators.map((o) => ({ value: o.id, label: o.name }))}
        style={{ inlineSize: 170 }}
      />
      <Modal
        open={resolving}
        title={t('alerts.resolveTitle')}
        okText={t('alerts.resolve')}
        cancelText={t('alerts.cancel')}
        confirmLoading={act.isPending}
        onCancel={() => setResolving(false)}
        onOk={() =>
          run({ action: 'resolve', note: note.trim() || undefined }).then(() => setResolving(false))
        }
        destroyOnHidden
      >
        <label htmlFor={`resolve-note-${alert.id}`}>{t('alerts.note')}</label>
        <Input.TextArea
          id={`resolve-note-${alert.id}`}
          rows={3}
          count={{ show: true, max: 1000 }}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('alerts.notePlaceholder')}
        />
      </Modal>
    </Space>
  );
}
