/** CSV of every driver matching the list's search and filters (the API ignores paging for it). */
export function driversExportUrl(params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete('page');
  query.delete('pageSize');
  const search = query.toString();
  return `/api/v1/drivers/export.csv${search ? `?${search}` : ''}`;
}
