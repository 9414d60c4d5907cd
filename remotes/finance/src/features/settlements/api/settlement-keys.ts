import { FINANCE_KEY } from '../../finance-keys';

/** Query keys of the settlement resource; invalidating `settlementKeys.all` refreshes every settlement view. */
export const settlementKeys = {
  all: [...FINANCE_KEY, 'settlements'] as const,

  detail: (id: string) => [...FINANCE_KEY, 'settlements', 'detail', id] as const,
};
