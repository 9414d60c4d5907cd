import {
  type Parent,
  parentInputSchema,
  parentListQuerySchema,
  parentSchema,
  parentUpdateSchema,
} from '@rihla/shared/contracts/parents';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv';
import { registerResourceRoutes } from '../../lib/resource-routes';
import {
  createParent,
  deleteParent,
  exportParents,
  findParent,
  listParents,
  updateParent,
} from './parents.service';

const CSV_COLUMNS: CsvColumn<Parent>[] = [
  { header: 'name', value: (p) => p.name },
  { header: 'phone', value: (p) => p.phone },
  { header: 'email', value: (p) => p.email },
  { header: 'nationalId', value: (p) => p.nationalId },
  { header: 'address', value: (p) => p.address },
  { header: 'children', value: (p) => p.children.map((c) => c.nameAr).join(' / ') },
  { header: 'balanceHalalas', value: (p) => p.balanceHalalas },
  { header: 'id', value: (p) => p.id },
];

export async function parentsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/parents',
    entityType: 'parent',
    tag: 'parents',
    read: 'families:read',
    write: 'families:write',
    schemas: {
      item: parentSchema,
      listQuery: parentListQuerySchema,
      input: parentInputSchema,
      update: parentUpdateSchema,
    },
    csv: { filename: 'parents.csv', columns: CSV_COLUMNS },
    service: {
      list: listParents,
      export: exportParents,
      find: (db, id) => findParent(db, id),
      create: createParent,
      update: updateParent,
      remove: (tx, id, version) => deleteParent(tx, id, version),
    },
  });
}
