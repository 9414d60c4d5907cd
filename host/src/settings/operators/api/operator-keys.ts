/** Query keys of the operator accounts; invalidating `operatorKeys.all` refreshes every view of them. */
export const operatorKeys = {
  all: ['settings', 'operators'] as const,

  detail: (id: string) => ['settings', 'operators', 'detail', id] as const,
};
