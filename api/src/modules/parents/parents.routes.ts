import {
  parentInputSchema,
  parentListQuerySchema,
  parentSchema,
  parentUpdateSchema,
} from '@rihla/shared/contracts/parents';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { PARENTS_EXPORT } from './parents.export';
import {
  createParent,
  deleteParent,
  exportParents,
  findParent,
  listParents,
  updateParent,
} from './parents.service';

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
    exportSpec: PARENTS_EXPORT,
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
