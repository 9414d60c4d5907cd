import { accountSchema, accountUpdateSchema } from '@rihla/shared/contracts/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { revokeSessions } from '../auth/session.service';
import { getAccount, updateAccount } from './account.service';

const tags = ['account'];

/** The signed-in operator's own account, whatever their role. */
export async function accountRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/account',
    { config: { access: 'session' }, schema: { tags, response: { 200: accountSchema } } },
    (request) => getAccount(app.db, request.auth!.operator.id, request.auth!.sessionId),
  );

  app.put(
    '/account',
    {
      config: { access: 'session' },
      schema: { tags, body: accountUpdateSchema, response: { 200: accountSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { operator, sessionId } = request.auth!;
        const { before, after } = await updateAccount(tx, operator.id, request.body);
        await audit({ entityType: 'operator', entityId: after.id, action: 'update', before, after });
        return { status: 200, body: await getAccount(tx, operator.id, sessionId) };
      }),
  );

  /** Signs the operator out everywhere but here (a lost phone, a shared computer). */
  app.post(
    '/account/sign-out-others',
    { config: { access: 'session' }, schema: { tags } },
    (request, reply) =>
      mutate(request, reply, async (tx) => {
        const { operator, sessionId } = request.auth!;
        await revokeSessions(tx, operator.id, sessionId);
        return { status: 204 };
      }),
  );
}
