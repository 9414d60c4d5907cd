/** Query keys of the families remote; invalidating `familiesKeys.all` refreshes every families view. */
export const familiesKeys = {
  all: ['families'] as const,
  resource: (resource: string) => ['families', resource] as const,
  list: (resource: string, params: string) => ['families', resource, 'list', params] as const,
  detail: (resource: string, id: string) => ['families', resource, 'detail', id] as const,
  history: (resource: string, id: string) => ['families', resource, 'history', id] as const,
  sub: (resource: string, id: string, what: string) => ['families', resource, 'detail', id, what] as const,
};
