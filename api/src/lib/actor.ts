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

/**
 * The actor name a screen shows for a stored audit row or trip event. Older demo seeds wrote the literal
 * actor "seed" with no actor id; those rows are the system's (the screens name a null actor "System"), never "seed".
 */
export function shownActorName(actorId: string | null, actorName: string | null): string | null {
  return actorId === null && actorName === 'seed' ? null : actorName;
}
