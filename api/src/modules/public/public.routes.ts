import { publicPackageSchema } from '@rihla/shared/contracts/packages';
import {
  publicRegistrationRequestBodySchema,
  publicRegistrationResponseSchema,
} from '@rihla/shared/contracts/registration-requests';
import { publicSchoolSchema } from '@rihla/shared/contracts/schools';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeFromHeader } from '../../lib/locale';
import { mutate } from '../../lib/mutate';
import { listOfferedPackages } from '../packages/packages.service';
import { tellFamily } from '../registration-requests/registration-notices';
import {
  createRegistrationRequest,
  newReference,
} from '../registration-requests/registration-requests.service';
import { listOfferedSchools } from '../schools/schools.service';
import {
  ALL_ADDRESSES,
  overallSubmitLimit,
  PUBLIC_READ_LIMIT,
  PUBLIC_SUBMIT_LIMIT,
  type PublicLimit,
  takePublicHit,
} from './public-limit';

const tags = ['public'];

/**
 * The owner of the public form's Idempotency-Keys: the landing page sends one per filled form and
 * keeps it while the family sends the same form again (landing/src/api/retry-key.ts). One scope for all
 * callers: a key is replayed only with the very same form, so a caller who could replay another's
 * answer already knows everything in it.
 */
const PUBLIC_FORM_KEY_OWNER = '00000000-0000-0000-0000-000000000000';

/** The public lists take no parameters: an unknown one is refused rather than ignored. */
const NO_QUERY = z.strictObject({});

/**
 * What the landing page calls without a session: the offered packages and schools, and the
 * registration form (a parent's trip link is trip-links.routes.ts). Each call counts against the caller's IP (in the database) before its body
 * is even read.
 */
export async function publicRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const limited = (limit: PublicLimit) => async (request: FastifyRequest) =>
    takePublicHit(app.db, limit, request.ip);
  const overallLimit = overallSubmitLimit(app.config.PUBLIC_SUBMISSIONS_PER_HOUR);
  const overall = async () => takePublicHit(app.db, overallLimit, ALL_ADDRESSES);

  app.get(
    '/public/packages',
    {
      config: { access: 'public' },
      onRequest: limited(PUBLIC_READ_LIMIT),
      schema: { tags, querystring: NO_QUERY, response: { 200: z.array(publicPackageSchema) } },
    },
    () => listOfferedPackages(app.db),
  );

  app.get(
    '/public/schools',
    {
      config: { access: 'public' },
      onRequest: limited(PUBLIC_READ_LIMIT),
      schema: { tags, querystring: NO_QUERY, response: { 200: z.array(publicSchoolSchema) } },
    },
    () => listOfferedSchools(app.db),
  );

  app.post(
    '/public/registration-requests',
    {
      config: { access: 'public' },
      // This address's limit first, then everyone's: one address's flood spends only its own.
      onRequest: [limited(PUBLIC_SUBMIT_LIMIT), overall],
      schema: {
        tags,
        body: publicRegistrationRequestBodySchema,
        response: { 201: publicRegistrationResponseSchema },
      },
    },
    async (request, reply) => {
      const { website, ...body } = request.body;
      // A filled honeypot is a bot: it is thanked like a family and nothing is kept.
      if (website && website.trim() !== '') return reply.code(201).send({ reference: newReference() });
      // A family's retry (same Idempotency-Key, same form) gets the first answer back, not a second
      // request nor a second acknowledgement. The acknowledgement is queued in the request's
      // transaction (the outbox), in the form's language, with the reference the page shows.
      const locale = localeFromHeader(request.headers['accept-language']);
      await mutate(
        request,
        reply,
        async (tx) => {
          const created = await createRegistrationRequest(tx, body, 'public', locale);
          await tellFamily(tx, created, 'registration-received', null);
          request.log.info({ reference: created.reference }, 'registration request received');
          return { status: 201, body: { reference: created.reference } };
        },
        PUBLIC_FORM_KEY_OWNER,
      );
    },
  );
}
