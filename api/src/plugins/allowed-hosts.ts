import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/problem';

/** The probes a container runtime sends to `127.0.0.1` answer whatever the allow-list. */
const PROBE = /^\/api(\/v1)?\/(health|ready)$/;

/**
 * With `ALLOWED_HOSTS` set, a request whose `Host` names another site is refused with 421
 * `host.unknown` before anything reads it: no answer (the device-token page's tracker address,
 * the same-origin check) is built on a host the deployment does not serve. Unset: every host.
 */
export const allowedHostsPlugin = fp(async (app: FastifyInstance) => {
  const allowed = app.config.ALLOWED_HOSTS;
  if (!allowed) return;
  const hosts = new Set(allowed);
  app.addHook('onRequest', async (request) => {
    if (hosts.has(request.hostname.toLowerCase())) return;
    if (PROBE.test(request.routeOptions.url ?? '')) return;
    throw new HttpProblem(421, 'host.unknown');
  });
});
