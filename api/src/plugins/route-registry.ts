import type { Permission } from '@rihla/shared/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route: anyone, any signed-in operator, or roles holding a permission. */
export type Access = 'public' | 'session' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

/**
 * Every /api/v1 route must declare its access; a route without one fails the start, so no route
 * can be forgotten. The registry lets tests walk every route.
 */
export const routeRegistryPlugin = fp(async (app: FastifyInstance) => {
  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registry.push({ method, url: route.url, access });
    }
  });
});
