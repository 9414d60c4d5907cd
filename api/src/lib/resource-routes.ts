import type { ListResponse } from '@rihla/shared/contracts/common';
import { idSchema, versionSchema } from '@rihla/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/types';
import type { Access } from '../plugins/route-registry';
import { registerHistoryRoute } from './audit-history';
import type { ExportSpec } from './export-columns';
import type { ExportReader } from './export-routes';
import { registerListRoutes } from './list-routes';
import { type Audit, mutate } from './mutate';
import { notFound } from './problem';
import type { SchoolScope } from './school-scope';

export const idParams = z.object({ id: idSchema });
export const deleteQuery = z.object({ version: z.coerce.number('validation.number').pipe(versionSchema) });

/** The service functions behind a resource; `update` and `remove` are optimistic-locked by the service. */
export interface ResourceService<T extends { id: string }, Q, I, U> {
  /** The page the signed-in operator's scope lets them see (ADR 0072); a resource no school owns ignores it. */
  list(db: Database, query: Q, scope: SchoolScope): Promise<ListResponse<T>>;
  /** The export: the list's filter, scope and order, read id first. */
  export(db: Database, query: Q, scope: SchoolScope): ExportReader<T>;
  find(db: Database, id: string): Promise<T | null>;
  create(tx: Database, input: I): Promise<T>;
  update(tx: Database, id: string, update: U): Promise<{ before: T; after: T }>;
  /** Deletes and returns the entity as it was; `audit` lets it record side effects (e.g. unassignments). */
  remove?(tx: Database, id: string, version: number, audit: Audit): Promise<T>;
}

export interface ResourceOptions<
  T extends { id: string },
  QS extends z.ZodObject,
  IS extends z.ZodType,
  US extends z.ZodType,
> {
  /** Collection path under /api/v1, e.g. `/buses`. */
  base: string;
  /** Audit entity type, e.g. `bus`. */
  entityType: string;
  /** OpenAPI tag. */
  tag: string;
  read: Access;
  write: Access;
  schemas: { item: z.ZodType<T>; listQuery: QS; input: IS; update: US };
  exportSpec: ExportSpec<T>;
  service: ResourceService<T, z.output<QS>, z.output<IS>, z.output<US>>;
  /** What `GET <base>/:id` answers when it shows more than a list row (default: the item). */
  detail?: { schema: z.ZodType; find(db: Database, id: string): Promise<unknown> };
}

export interface ReadRoutesOptions<T, QS extends z.ZodObject, D = T> {
  /** Collection path under /api/v1, e.g. `/trips`. */
  base: string;
  tag: string;
  read: Access;
  /** A list item; `detail` is what `GET <base>/:id` answers when it shows more than a list row. */
  item: z.ZodType<T>;
  detail?: z.ZodType<D>;
  listQuery: QS;
  exportSpec: ExportSpec<T>;
  list(db: Database, query: z.output<QS>, scope: SchoolScope): Promise<ListResponse<T>>;
  export(db: Database, query: z.output<QS>, scope: SchoolScope): ExportReader<T>;
  find(db: Database, id: string): Promise<D | null>;
}

/** The read side of a resource: the list, its exports (the same query, every row) and one entity (404 when absent). */
export function registerReadRoutes<T, QS extends z.ZodObject, D = T>(
  server: FastifyInstance,
  options: ReadRoutesOptions<T, QS, D>,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { base, read } = options;
  const tags = [options.tag];
  registerListRoutes(server, {
    path: base,
    tags,
    access: read,
    querystring: options.listQuery,
    item: options.item,
    list: (query, scope) => options.list(app.db, query, scope),
    exportSpec: options.exportSpec,
    exportReader: (query, scope) => options.export(app.db, query, scope),
  });

  app.get(
    `${base}/:id`,
    {
      config: { access: read },
      schema: { tags, params: idParams, response: { 200: options.detail ?? options.item } },
    },
    async (request) => {
      const found = await options.find(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );
}

/**
 * The routes every plain resource has, on the platform's conventions: list, CSV and XLSX exports of
 * the same query, create, read, versioned update, versioned delete, audit history. Every write
 * goes through `mutate` (one transaction with its audit row and Idempotency-Key answer).
 */
export function registerResourceRoutes<
  T extends { id: string },
  QS extends z.ZodObject,
  IS extends z.ZodType,
  US extends z.ZodType,
>(server: FastifyInstance, options: ResourceOptions<T, QS, IS, US>) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { base, entityType, read, write, schemas, service } = options;
  const tags = [options.tag];

  registerReadRoutes(server, {
    base,
    tag: options.tag,
    read,
    item: schemas.item,
    detail: options.detail?.schema,
    listQuery: schemas.listQuery,
    exportSpec: options.exportSpec,
    list: service.list,
    export: service.export,
    find: options.detail?.find ?? service.find,
  });

  app.post(
    base,
    { config: { access: write }, schema: { tags, body: schemas.input, response: { 201: schemas.item } } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const created = await service.create(tx, request.body as z.output<IS>);
        await audit({ entityType, entityId: created.id, action: 'create', before: null, after: created });
        return { status: 201, body: created };
      }),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: write },
      schema: { tags, params: idParams, body: schemas.update, response: { 200: schemas.item } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await service.update(tx, request.params.id, request.body as z.output<US>);
        await audit({ entityType, entityId: after.id, action: 'update', before, after });
        return { status: 200, body: after };
      }),
  );

  const remove = service.remove;
  if (remove) {
    app.delete(
      `${base}/:id`,
      { config: { access: write }, schema: { tags, params: idParams, querystring: deleteQuery } },
      (request, reply) =>
        mutate(request, reply, async (tx, audit) => {
          const before = await remove(tx, request.params.id, request.query.version, audit);
          await audit({ entityType, entityId: before.id, action: 'delete', before, after: null });
          return { status: 204 };
        }),
    );
  }

  registerHistoryRoute(server, { base, entityType, access: read, tag: options.tag });
}
