import type { FastifyRequest } from 'fastify';

/** Who did it, for a trip's timeline and an alert's handling. */
export interface Actor {
  id: string;
  name: string;
}

/** The operator signed in on this request; null where nobody is (a device, a public form). */
export function actorOf(request: FastifyRequest): Actor | null {
  const operator = request.auth?.operator;
  return operator ? { id: operator.id, name: operator.name } : null;
}
