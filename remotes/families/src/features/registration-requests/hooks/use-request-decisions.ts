import type { RegistrationRequest } from '@rihla/shared/contracts/registration-requests';
import { useTranslation } from 'react-i18next';
import { useApproveRegistrationRequest } from '../api/approve-registration-request';
import { useRejectRegistrationRequest } from '../api/reject-registration-request';
import { useWaitlistRegistrationRequest } from '../api/waitlist-registration-request';

/** Approve, waitlist and reject (with a reason), each telling the operator what happened. */
export function useRequestDecisions() {
  const { t } = useTranslation('families');
  const decided = {
    success: (r: RegistrationRequest) => t(`request.decided.${r.status}`, { reference: r.reference }),
  };
  const approve = useApproveRegistrationRequest(decided);
  const waitlist = useWaitlistRegistrationRequest(decided);
  const reject = useRejectRegistrationRequest(decided);
  return { approve, waitlist, reject };
}
