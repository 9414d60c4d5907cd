import { appConfigSchema } from '@rihla/shared/contracts/app-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** `GET /app-config`: deployment settings the screens read at run time (public: the landing page maps too). */
export async function appConfigRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/app-config',
    { config: { access: 'public' }, schema: { tags: ['app-config'], response: { 200: appConfigSchema } } },
    () => {
      const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION, TIME_ZONE } = app.config;
      return {
        mapTiles: MAP_TILE_URL === 'none' ? null : { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION },
        timeZone: TIME_ZONE,
      };
    },
  );
}
