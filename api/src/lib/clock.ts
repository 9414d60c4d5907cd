import type { FastifyInstance } from 'fastify';

/** The moment live monitoring reasons about: now, the operators' date and their time zone. */
export interface Clock {
  now: Date;
  today: string;
  timeZone: string;
}

export function clockOf(app: FastifyInstance): Clock {
  return { now: new Date(), today: app.operatorsToday(), timeZone: app.config.TIME_ZONE };
}
