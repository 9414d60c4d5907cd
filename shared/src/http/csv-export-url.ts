/** The CSV export of a list as searched, filtered and sorted now (the API ignores paging for it). */
export function csvExportUrl(resource: string, params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete('page');
  query.delete('pageSize');
  const search = query.toString();
  return `/api/v1/${resource}/export.csv${search ? `?${search}` : ''}`;
}
