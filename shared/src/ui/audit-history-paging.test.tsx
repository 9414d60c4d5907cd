import type { AuditEntry } from '@rihla/shared/contracts/common';
import { auditHistoryPaging } from './audit-history-paging';

const entry = (id: string) => ({ id }) as AuditEntry;
const page = (n: number, ids: string[]) => ({ items: ids.map(entry), total: 3, page: n, pageSize: 2 });

describe('audit history paging', () => {
  it('lists the pages loaded so far in order and fetches the next one on "more"', () => {
    const fetchNextPage = vi.fn();
    const props = auditHistoryPaging({
      data: { pages: [page(1, ['a', 'b']), page(2, ['c'])] },
      isFetching: false,
      hasNextPage: true,
      fetchNextPage,
    });
    expect(props.entries?.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(props.hasMore).toBe(true);
    props.onMore();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('has no entries yet while the first page loads', () => {
    const props = auditHistoryPaging({
      isFetching: true,
      hasNextPage: false,
      fetchNextPage: () => undefined,
    });
    expect(props).toMatchObject({ entries: undefined, loading: true, hasMore: false });
  });
});
