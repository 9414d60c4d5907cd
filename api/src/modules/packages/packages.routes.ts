import {
  type Package,
  packageInputSchema,
  packageListQuerySchema,
  packageSchema,
  packageUpdateSchema,
} from '@rihla/shared/contracts/packages';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { packagesService } from './packages.service';

const CSV_COLUMNS: CsvColumn<Package>[] = [
  { header: 'nameAr', value: (p) => p.nameAr },
  { header: 'nameEn', value: (p) => p.nameEn },
  { header: 'priceHalalas', value: (p) => p.priceHalalas },
  { header: 'period', value: (p) => p.period },
  { header: 'tripType', value: (p) => p.tripType },
  { header: 'siblingDiscountPercent', value: (p) => p.siblingDiscountPercent },
  { header: 'instalments', value: (p) => p.instalments },
  { header: 'active', value: (p) => p.active },
  { header: 'id', value: (p) => p.id },
];

/** Everyone who reads families reads packages; admin and finance change them. */
export async function packagesRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/packages',
    entityType: 'package',
    tag: 'packages',
    read: 'families:read',
    write: 'finance:write',
    schemas: {
      item: packageSchema,
      listQuery: packageListQuerySchema,
      input: packageInputSchema,
      update: packageUpdateSchema,
    },
    csv: { filename: 'packages.csv', columns: CSV_COLUMNS },
    service: packagesService,
  });
}
