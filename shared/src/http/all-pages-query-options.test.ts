import { QueryClient } from '@tanstack/react-query';
import ky from 'ky';
import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../contracts/common';
import { allPagesQueryOptions } from './all-pages-query-options';

const school = z.object({ id: z.string() });

/** A list endpoint over `count` schools that answers the page and size asked for. */
function schoolsApi(count: number, asked: URLSearchParams[]) {
  const all = Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}` }));
  return ky.create({
    prefixUrl: 'http://rihla.test/api/v1',
    retry: 0,
    fetch: async (input) => {
      const params = new URL(input instanceof Request ? input.url : String(input)).searchParams;
      asked.push(params);
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize'));
      const items = all.slice((page - 1) * pageSize, page * pageSize);
      return Response.json({ items, total: count, page, pageSize });
    },
  });
}

describe('allPagesQueryOptions', () => {
  it("holds a company's 101st school: it reads every page, not the first hundred", async () => {
    const asked: URLSearchParams[] = [];
    const options = allPagesQueryOptions(schoolsApi(PAGE_SIZE_MAX + 1, asked), ['host'], 'schools', school, {
      sort: 'nameAr:asc',
    });
    const schools = await new QueryClient().fetchQuery(options);
    expect(schools).toHaveLength(PAGE_SIZE_MAX + 1);
    expect(schools.at(-1)).toEqual({ id: `s${PAGE_SIZE_MAX + 1}` });
    expect(asked.map((params) => params.get('page'))).toEqual(['1', '2']);
    expect(asked.every((params) => params.get('sort') === 'nameAr:asc')).toBe(true);
  });

  it('asks once when the first page holds the whole list', async () => {
    const asked: URLSearchParams[] = [];
    const schools = await new QueryClient().fetchQuery(
      allPagesQueryOptions(schoolsApi(3, asked), ['host'], 'schools', school),
    );
    expect(schools).toHaveLength(3);
    expect(asked).toHaveLength(1);
  });
});
