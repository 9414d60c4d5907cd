import { FINANCE_KEY } from '../../finance-keys';

/** Query keys of the payment resource; invalidating `paymentKeys.all` refreshes every payment view. */
export const paymentKeys = {
  all: [...FINANCE_KEY, 'payments'] as const,
};
