import {
  bulkApproveResultSchema,
  bulkApproveSchema,
  decisionSchema,
  registrationRequestBodySchema,
  registrationRequestListQuerySchema,
  registrationRequestSchema,
  rejectionSchema,
} from '@rihla/shared/contracts/registration-requests';
import { problemTitle } from '@rihla/shared/i18n/validation-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../lib/audit';
import { registerHistoryRoute } from '../../lib/audit-history';
import { registerListRoutes } from '../../lib/list-routes';
import { localeFromHeader } from '../../lib/locale';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { scopeOf } from '../../lib/school-scope';
import {
  approveEach,
  approveRequest,
  auditDecision,
  type Decision,
  rejectRequest,
  waitlistRequest,
} from './registration-decisions.service';
import { REGISTRATION_REQUESTS_EXPORT } from './registration-requests.export';
import {
  createRegistrationRequest,
  exportRequests,
  findRequest,
  listRequests,
  requestIdsInScope,
} from './registration-requests.service';

const tags = ['registration-requests'];
const base = '/registration-requests';

export async function registrationRequestsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  registerListRoutes(server, {
    path: base,
    tags,
    access: 'families:read',
    querystring: registrationRequestListQuerySchema,
    item: registrationRequestSchema,
    list: (query, scope) => listRequests(app.db, query, scope),
    exportSpec: REGISTRATION_REQUESTS_EXPORT,
    exportReader: (query, scope) => exportRequests(app.db, query, scope),
  });

  app.post(
    base,
    {
      config: { access: 'families:write' },
      schema: { tags, body: registrationRequestBodySchema, response: { 201: registrationRequestSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { id } = await createRegistrationRequest(tx, request.body, 'operator');
        const created = (await findRequest(tx, id))!;
        await audit({
          entityType: 'registration-request',
          entityId: id,
          action: 'create',
          before: null,
          after: created,
        });
        return { status: 201, body: created };
      }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: 'families:read' },
      schema: { tags, params: idParams, response: { 200: registrationRequestSchema } },
    },
    async (request) => {
      const found = await findRequest(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  const decide = (
    path: string,
    body: typeof decisionSchema | typeof rejectionSchema,
    run: (
      tx: Parameters<typeof approveRequest>[0],
      id: string,
      body: { version: number; reason?: string },
    ) => Promise<Decision>,
  ) =>
    app.post(
      `${base}/:id/${path}`,
      {
        config: { access: 'families:write' },
        schema: { tags, params: idParams, body, response: { 200: registrationRequestSchema } },
      },
      (request, reply) =>
        mutate(request, reply, async (tx, audit) => {
          const decision = await run(
            tx,
            request.params.id,
            request.body as { version: number; reason?: string },
          );
          await auditDecision(audit, decision);
          return { status: 200, body: decision.after };
        }),
    );
  decide('approve', decisionSchema, (tx, id, body) =>
    approveRequest(tx, id, app.operatorsToday(), body.version),
  );
  decide('waitlist', decisionSchema, (tx, id, body) => waitlistRequest(tx, id, body.version));
  decide('reject', rejectionSchema, (tx, id, body) => rejectRequest(tx, id, body.version, body.reason!));

  app.post(
    `${base}/bulk-approve`,
    {
      config: { access: 'families:write' },
      schema: { tags, body: bulkApproveSchema, response: { 200: bulkApproveResultSchema } },
    },
    async (request) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      // Another school's request, for an operator limited to some (ADR 0072), is not found, as an unknown id.
      const seen = await requestIdsInScope(app.db, request.body.ids, scopeOf(request));
      const lines = await approveEach(
        app.db,
        request.body.ids,
        seen,
        app.operatorsToday(),
        (tx) => (record) => writeAudit(tx, request, record),
      );
      return {
        results: lines.map((line) => ({
          ...line,
          message: line.code ? problemTitle(line.code, locale) : null,
        })),
      };
    },
  );

  registerHistoryRoute(server, {
    base,
    entityType: 'registration-request',
    access: 'families:read',
    tag: tags[0]!,
  });
}
