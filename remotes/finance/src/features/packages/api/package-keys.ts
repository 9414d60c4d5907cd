import { FINANCE_KEY } from '../../finance-keys';

/** Query keys of the package resource; invalidating `packageKeys.all` refreshes every package view. */
export const packageKeys = {
  all: [...FINANCE_KEY, 'packages'] as const,

  detail: (id: string) => [...FINANCE_KEY, 'packages', 'detail', id] as const,
};
