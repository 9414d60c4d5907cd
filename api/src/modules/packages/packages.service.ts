import type { PACKAGE_SORT_FIELDS, Package, packageListQuerySchema } from '@rihla/shared/contracts/packages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query';
import { tableService } from '../../lib/table-service';
import { packages } from './packages.table';

type PackageRow = typeof packages.$inferSelect;
type PackageListQuery = z.output<typeof packageListQuerySchema>;

export function toPackage(row: PackageRow): Package {
  const { createdAt, updatedAt, search: _search, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const listSpec: ListSpec<(typeof PACKAGE_SORT_FIELDS)[number]> = {
  sortColumns: {
    nameAr: packages.nameAr,
    nameEn: packages.nameEn,
    priceHalalas: packages.priceHalalas,
    createdAt: packages.createdAt,
  },
  defaultSort: 'priceHalalas:asc',
  idColumn: packages.id,
  search: packages.search,
};

export const packagesService = tableService({
  table: packages,
  listSpec,
  filter: (query: PackageListQuery) =>
    query.active ? eq(packages.active, query.active === 'true') : undefined,
  toEntity: toPackage,
});
