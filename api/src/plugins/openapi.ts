import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { htmlSecurityHeaders } from './static-site/security-headers';

/** OpenAPI generated from the zod contracts at /api/openapi.json, with a docs page at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Rihla API', version: '1.0.0', description: 'School-transport operations console API.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'rihla_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs page loads only its own scripts, so it gets the product pages' headers and CSP.
  const docsHeaders = htmlSecurityHeaders([]);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.headers(docsHeaders);
        done();
      },
    },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
});
