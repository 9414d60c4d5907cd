import {
  packageInputSchema,
  packageListQuerySchema,
  packageSchema,
  packageUpdateSchema,
} from '@rihla/shared/contracts/packages';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { PACKAGES_EXPORT } from './packages.export';
import { packagesService } from './packages.service';

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
    exportSpec: PACKAGES_EXPORT,
    service: packagesService,
  });
}
