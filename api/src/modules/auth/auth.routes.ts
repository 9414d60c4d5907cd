import {
  loginSchema,
  passwordChangeSchema,
  SESSION_COOKIE,
  type Session,
  sessionSchema,
} from '@rihla/shared/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from '../../lib/passwords';
import { HttpProblem } from '../../lib/problem';
import { setSessionCookie } from '../../plugins/access';
import {
  changeOwnPassword,
  findOperatorByEmail,
  recordSignIn,
  upgradePasswordHash,
} from '../operators/operators.service';
import { beginLoginAttempt, clearLoginFailures } from './login-limit';
import { proveCurrentPassword } from './password-limit';
import { type AuthContext, createSession, deleteSession } from './session.service';

const tags = ['auth'];

function sessionBody(auth: Pick<AuthContext, 'operator' | 'csrfToken' | 'expiresAt'>): Session {
  return { operator: auth.operator, csrfToken: auth.csrfToken, expiresAt: auth.expiresAt.toISOString() };
}

export async function authRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/login',
    { config: { access: 'public' }, schema: { tags, body: loginSchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await beginLoginAttempt(app.db, email, request.ip);
      const operator = await findOperatorByEmail(app.db, email);
      const valid = await verifyPassword(password, operator?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!operator || !valid || !operator.active) {
        throw new HttpProblem(401, 'auth.invalid');
      }
      await clearLoginFailures(app.db, email, request.ip);
      if (needsRehash(operator.passwordHash)) {
        await upgradePasswordHash(app.db, operator.id, operator.passwordHash, await hashPassword(password));
      }
      const session = await createSession(app.db, operator.id, app.config.SESSION_TTL_HOURS);
      await recordSignIn(app.db, operator.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return sessionBody({
        operator: {
          id: operator.id,
          email: operator.email,
          name: operator.name,
          role: operator.role,
          mustChangePassword: operator.mustChangePassword,
          locale: operator.locale,
          colorScheme: operator.colorScheme,
        },
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt,
      });
    },
  );

  app.post('/auth/logout', { config: { access: 'session' }, schema: { tags } }, async (request, reply) => {
    await deleteSession(app.db, request.auth!.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.get(
    '/auth/me',
    { config: { access: 'session' }, schema: { tags, response: { 200: sessionSchema } } },
    (request) => sessionBody(request.auth!),
  );

  app.post(
    '/auth/password',
    { config: { access: 'session' }, schema: { tags, body: passwordChangeSchema } },
    async (request, reply) => {
      const auth = request.auth!;
      await proveCurrentPassword(app.db, auth.operator.id, request.body.currentPassword);
      return mutate(request, reply, async (tx, audit) => {
        const { before, after } = await changeOwnPassword(
          tx,
          auth.operator.id,
          request.body.newPassword,
          auth.sessionId,
        );
        await audit({ entityType: 'operator', entityId: after.id, action: 'update', before, after });
        return { status: 204 };
      });
    },
  );
}
