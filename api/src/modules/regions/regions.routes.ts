import {
  regionInputSchema,
  regionListQuerySchema,
  regionSchema,
  regionUpdateSchema,
} from '@rihla/shared/contracts/regions';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { REGIONS_EXPORT } from './regions.export';
import { regionsService } from './regions.service';

/** Regions grouping schools (ADR 0076): an administrator's, as the operators' scopes that name them. */
export async function regionsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/regions',
    entityType: 'region',
    tag: 'regions',
    read: 'operators:manage',
    write: 'operators:manage',
    schemas: {
      item: regionSchema,
      listQuery: regionListQuerySchema,
      input: regionInputSchema,
      update: regionUpdateSchema,
    },
    exportSpec: REGIONS_EXPORT,
    service: regionsService,
  });
}
