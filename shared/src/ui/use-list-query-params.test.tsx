import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  listQueryToParams,
  parseListQuery,
  patchListQuery,
  useListQueryParams,
} from './use-list-query-params';

const filters = ['status', 'role'] as const;
const parse = (search: string) => parseListQuery(new URLSearchParams(search), filters);

describe('list query <-> URL', () => {
  it('reads page, size, sort, search and known filters from the URL', () => {
    expect(parse('page=3&pageSize=50&sort=year:desc&q=coaster&status=active&other=x')).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'year:desc',
      q: 'coaster',
      filters: { status: 'active' },
    });
  });

  it('falls back to page 1 and the default size for nonsense or out-of-range values', () => {
    expect(parse('page=-2&pageSize=5000')).toMatchObject({ page: 1, pageSize: 20 });
    expect(parse('page=abc&pageSize=0')).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('writes a short URL: defaults left out, round trip stable', () => {
    const query = parse('q=1234&status=maintenance&page=2');
    expect(listQueryToParams(query).toString()).toBe('q=1234&status=maintenance&page=2');
    expect(listQueryToParams(parse('')).toString()).toBe('');
  });

  it('goes back to page 1 when the search, a filter, the sort or the size changes', () => {
    const onPage4 = parse('page=4&status=active');
    expect(patchListQuery(onPage4, { q: 'abc' }).page).toBe(1);
    expect(patchListQuery(onPage4, { filters: { role: 'driver' } }).page).toBe(1);
    expect(patchListQuery(onPage4, { sort: 'model:asc' }).page).toBe(1);
    expect(patchListQuery(onPage4, { pageSize: 50 }).page).toBe(1);
    expect(patchListQuery(onPage4, { page: 5 }).page).toBe(5);
  });

  it('drops a cleared filter or search', () => {
    const query = patchListQuery(parse('status=active&q=x'), { filters: { status: undefined }, q: '  ' });
    expect(listQueryToParams(query).toString()).toBe('');
  });
});

describe('useListQueryParams', () => {
  it('starts from the current URL even when called through a handler from an earlier render', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/buses?page=2']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useListQueryParams(filters), { wrapper });
    const firstUpdate = result.current.update;
    act(() => result.current.update({ q: 'coaster' }));
    // antd's table sorter can hold on to the first render's callback.
    act(() => firstUpdate({ sort: 'year:desc' }));
    expect(result.current.apiParams.toString()).toBe('q=coaster&sort=year%3Adesc');
  });
});
