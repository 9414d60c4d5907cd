import { FINANCE_KEY } from '../../finance-keys';

/** Query keys of the finance reports (balances, ageing, monthly), all under the finance prefix. */
export const financeReportKeys = {
  balances: [...FINANCE_KEY, 'balances'] as const,

  ageing: [...FINANCE_KEY, 'ageing'] as const,

  monthly: (from: string, to: string) => [...FINANCE_KEY, 'monthly', from, to] as const,
};
