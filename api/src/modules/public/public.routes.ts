import { publicPackageSchema } from '@rihla/shared/contracts/packages';
import {
  publicRegistrationRequestBodySchema,
  publicRegistrationResponseSchema,
} from '@rihla/shared/contracts/registration-requests';
import { publicSchoolSchema } from '@rihla/shared/contracts/schools';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sanitizeRichText } from '../../lib/rich-text';
import { packages } from '../packages/packages.table';
import {
  createRegistrationRequest,
  newReference,
} from '../registration-requests/registration-requests.service';
import { schools } from '../schools/schools.table';
import { PUBLIC_READ_LIMIT, PUBLIC_SUBMIT_LIMIT, type PublicLimit, takePublicHit } from './public-limit';

const tags = ['public'];

/**
 * What the landing page calls without a session: the offered packages and schools, and the
 * registration form. Each call counts against the caller's IP (in the database) before its body
 * is even read.
 */
/** The public lists take no parameters: an unknown one is refused rather than ignored. */
const NO_QUERY = z.strictObject({});

export async function publicRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const limited = (limit: PublicLimit) => async (request: FastifyRequest) =>
    takePublicHit(app.db, limit, request.ip);

  app.get(
    '/public/packages',
    {
      config: { access: 'public' },
      onRequest: limited(PUBLIC_READ_LIMIT),
      schema: { tags, querystring: NO_QUERY, response: { 200: z.array(publicPackageSchema) } },
    },
    async () => {
      const rows = await app.db
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
    },
  );

  app.get(
    '/public/schools',
    {
      config: { access: 'public' },
      onRequest: limited(PUBLIC_READ_LIMIT),
      schema: { tags, querystring: NO_QUERY, response: { 200: z.array(publicSchoolSchema) } },
    },
    () =>
      app.db
        .select({ id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn })
        .from(schools)
        .where(eq(schools.active, true))
        .orderBy(asc(schools.nameAr), asc(schools.id)),
  );

  app.post(
    '/public/registration-requests',
    {
      config: { access: 'public' },
      onRequest: limited(PUBLIC_SUBMIT_LIMIT),
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
      const created = await app.db.transaction((tx) => createRegistrationRequest(tx, body, 'public'));
      request.log.info({ reference: created.reference }, 'registration request received');
      return reply.code(201).send({ reference: created.reference });
    },
  );
}
