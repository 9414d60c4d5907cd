import type {
  PACKAGE_SORT_FIELDS,
  Package,
  PublicPackage,
  packageListQuerySchema,
} from '@rihla/shared/contracts/packages';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { ListSpec } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/rich-text';
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

const packagesTable = tableService({
  table: packages,
  listSpec,
  filter: (query: PackageListQuery) =>
    query.active ? eq(packages.active, query.active === 'true') : undefined,
  toEntity: toPackage,
});

/** Descriptions are rich text: only the editor's allow-list reaches the database (no script, handler or javascript: link). */
function cleanDescriptions<T extends Record<string, unknown>>(input: T): T {
  return {
    ...input,
    descriptionAr: sanitizeRichText(String(input.descriptionAr ?? '')),
    descriptionEn: sanitizeRichText(String(input.descriptionEn ?? '')),
  };
}

export const packagesService: typeof packagesTable = {
  ...packagesTable,
  create: (tx, input) => packagesTable.create(tx, cleanDescriptions(input)),
  update: (tx, id, update) => packagesTable.update(tx, id, cleanDescriptions(update)),
};

/** What the landing page offers: the active packages, cheapest first. */
export async function listOfferedPackages(db: Database): Promise<PublicPackage[]> {
  const rows = await db
    .select({
      id: packages.id,
      nameAr: packages.nameAr,
      nameEn: packages.nameEn,
      descriptionAr: packages.descriptionAr,
      descriptionEn: packages.descriptionEn,
      priceHalalas: packages.priceHalalas,
      period: packages.period,
      tripType: packages.tripType,
      siblingDiscountPercent: packages.siblingDiscountPercent,
      instalments: packages.instalments,
    })
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.priceHalalas), asc(packages.id));
  // Stored sanitised; sanitised again on the way out, so the landing page can render it as HTML.
  return rows.map((row) => ({
    ...row,
    descriptionAr: sanitizeRichText(row.descriptionAr),
    descriptionEn: sanitizeRichText(row.descriptionEn),
  }));
}
