import { KPI_FIGURES, type KpiFigure } from '@rihla/shared/contracts/kpis';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import dayjs from 'dayjs';

export const KPI_FILTERS = ['from', 'to', 'schoolId', 'busId', 'driverId', 'figure'] as const;
type KpiFilter = (typeof KPI_FILTERS)[number];

/** Days the page shows until the operator picks others: the last thirty, today included. */
const DEFAULT_DAYS = 30;

/**
 * The page's range and filters, kept in the URL (a shared link shows the same figures), and the
 * figure whose trips are open in the drawer. Without a range, the last thirty days on the
 * operators' clock.
 */
export function useKpiQuery() {
  const { query, update, apiParams } = useListQueryParams(KPI_FILTERS);
  const today = useOperatorsToday();
  const to = query.filters.to ?? today;
  const from =
    query.filters.from ??
    (to
      ? dayjs(to)
          .subtract(DEFAULT_DAYS - 1, 'day')
          .format('YYYY-MM-DD')
      : undefined);
  const figure = KPI_FIGURES.find((f) => f === query.filters.figure);

  const summaryParams = new URLSearchParams();
  if (from) summaryParams.set('from', from);
  if (to) summaryParams.set('to', to);
  for (const key of ['schoolId', 'busId', 'driverId'] as const) {
    const value = query.filters[key];
    if (value) summaryParams.set(key, value);
  }
  const tripParams = new URLSearchParams(apiParams);
  for (const [key, value] of summaryParams) tripParams.set(key, value);

  return {
    query,
    from,
    to,
    figure,
    ready: from !== undefined && to !== undefined,
    summaryParams,
    tripParams,
    setFilter: (key: KpiFilter, value?: string | null) => update({ filters: { [key]: value ?? undefined } }),
    openFigure: (next: KpiFigure | undefined) => update({ filters: { figure: next }, sort: undefined }),
    setPage: (page: number, pageSize: number) => update({ page, pageSize }),
  };
}
