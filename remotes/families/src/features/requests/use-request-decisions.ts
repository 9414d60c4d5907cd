import type { BulkApproveResult, RegistrationRequest } from '@rihla/shared/contracts/registration-requests';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { useFamiliesMutation } from '../api/use-families-mutation';

/** Approve, waitlist, reject (with a reason) and bulk approve, each telling the operator what happened. */
export function useRequestDecisions() {
  const { t } = useTranslation('families');
  const { api } = useShell();
  const decided = (r: RegistrationRequest) => t(`request.decided.${r.status}`, { reference: r.reference });
  const approve = useFamiliesMutation(
    (r: RegistrationRequest): Promise<RegistrationRequest> =>
      api.post(`registration-requests/${r.id}/approve`, { json: { version: r.version } }).json(),
    decided,
  );
  const waitlist = useFamiliesMutation(
    (r: RegistrationRequest): Promise<RegistrationRequest> =>
      api.post(`registration-requests/${r.id}/waitlist`, { json: { version: r.version } }).json(),
    decided,
  );
  const reject = useFamiliesMutation(
    ({ request, reason }: { request: RegistrationRequest; reason: string }): Promise<RegistrationRequest> =>
      api
        .post(`registration-requests/${request.id}/reject`, { json: { version: request.version, reason } })
        .json(),
    decided,
  );
  const bulkApprove = useFamiliesMutation(
    (ids: string[]): Promise<BulkApproveResult> =>
      api.post('registration-requests/bulk-approve', { json: { ids } }).json(),
    (result) => {
      const count = (status: string) =>
        result.results.filter((r) => r.status === status && r.code === null).length;
      const refused = result.results.filter((r) => r.code !== null).length;
      return t('request.bulk.done', {
        approved: count('approved'),
        waitlisted: count('waitlisted'),
        refused,
      });
    },
  );
  return { approve, waitlist, reject, bulkApprove };
}
