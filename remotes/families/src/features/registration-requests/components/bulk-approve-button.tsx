import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBulkApproveRegistrationRequests } from '../api/bulk-approve-registration-requests';

/** Approves the ticked requests after confirmation; the ticks go once it is done. */
export function BulkApproveButton({ selected, onDone }: { selected: string[]; onDone(): void }) {
  const { t } = useTranslation('families');
  const bulkApprove = useBulkApproveRegistrationRequests({
    success: (result) => {
      const count = (status: string) =>
        result.results.filter((r) => r.status === status && r.code === null).length;
      const refused = result.results.filter((r) => r.code !== null).length;
      return t('request.bulk.done', {
        approved: count('approved'),
        waitlisted: count('waitlisted'),
        refused,
      });
    },
  });
  const run = async () => {
    try {
      await bulkApprove.mutateAsync(selected);
      onDone();
    } catch {
      // toasted by the mutation
    }
  };
  return (
    <Popconfirm
      title={t('request.bulk.title', { count: selected.length })}
      description={t('request.bulk.description')}
      okText={t('request.actions.approve')}
      cancelText={t('common.back')}
      onConfirm={run}
      disabled={selected.length === 0}
    >
      <Button type="primary" disabled={selected.length === 0} loading={bulkApprove.isPending}>
        {t('request.bulk.button', { number: selected.length })}
      </Button>
    </Popconfirm>
  );
}
