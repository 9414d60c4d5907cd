import { tripLinkViewSchema } from '@rihla/shared/contracts/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem';
import { PUBLIC_READ_LIMIT, takePublicHit } from '../public/public-limit';
import { viewTripLink } from './trip-links';

/** A parent's trip link as JSON, without a session, counted against the caller's IP like the public lists. */
export async function tripLinksRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // A parent's trip link (the page /t/<token> shows the same): 404 alike for a wrong, expired or finished one.
  app.get(
    '/public/trip-links/:token',
    {
      config: { access: 'public' },
      onRequest: async (request) => takePublicHit(app.db, PUBLIC_READ_LIMIT, request.ip),
      schema: {
        tags: ['public'],
        params: z.object({ token: z.string().max(200) }),
        querystring: z.strictObject({}),
        response: { 200: tripLinkViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const view = await viewTripLink(app.db, request.params.token, new Date(), app.config.TIME_ZONE);
      if (!view) throw notFound();
      return view;
    },
  );
}
