/** Query keys of the KPIs; they read finished trips, so nothing on the page invalidates them. */
export const kpiKeys = {
  all: ['kpis'] as const,
  summary: (params: string) => ['kpis', 'summary', params] as const,
  trips: ['kpis', 'trips'] as const,
};
