import {
  loginSchema,
  passwordChangeSchema,
  SESSION_COOKIE,
  type Session,
  sessionSchema,
} from '@rihla/shared/contracts/auth';
import { loginAnswerSchema, loginCodeSchema } from '@rihla/shared/contracts/second-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from '../../lib/passwords';
import { HttpProblem } from '../../lib/problem';
import { setSessionCookie } from '../../plugins/access';
import {
  changeOwnPassword,
  findOperatorByEmail,
  findOperatorRow,
  recordSignIn,
  upgradePasswordHash,
} from '../operators/operators.service';
import { effectiveSchoolIds } from '../regions/regions.service';
import {
  companySecondFactor,
  proveSecondFactor,
  secondFactorRequired,
} from '../second-factor/second-factor.service';
import {
  challengeOperator,
  createChallenge,
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  endChallenge,
  isRememberedDevice,
  rememberDevice,
} from '../second-factor/sign-in-steps';
import { secondFactorKey } from '../second-factor/totp';
import { beginLoginAttempt, clearLoginFailures } from './login-limit';
import { proveCurrentPassword } from './password-limit';
import { type AuthContext, createSession, deleteSession } from './session.service';

const tags = ['auth'];

function sessionBody(auth: Pick<AuthContext, 'operator' | 'csrfToken' | 'expiresAt'>): Session {
  return { operator: auth.operator, csrfToken: auth.csrfToken, expiresAt: auth.expiresAt.toISOString() };
}

export async function authRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  type SignedInOperator = NonNullable<Awaited<ReturnType<typeof findOperatorByEmail>>>;

  /** The password (and the code, if owed) proven: the session, its cookie and the sign-in recorded. */
  async function openSession(request: FastifyRequest, reply: FastifyReply, operator: SignedInOperator) {
    await clearLoginFailures(app.db, operator.email, request.ip);
    const session = await createSession(app.db, operator.id, app.config.SESSION_TTL_HOURS);
    await recordSignIn(app.db, operator.id);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    const settings = await companySecondFactor(app.db);
    return sessionBody({
      operator: {
        id: operator.id,
        email: operator.email,
        name: operator.name,
        role: operator.role,
        mustChangePassword: operator.mustChangePassword,
        locale: operator.locale,
        colorScheme: operator.colorScheme,
        mustEnrolSecondFactor:
          secondFactorRequired(settings.required, operator.role) && !operator.totpConfirmedAt,
        schoolIds: await effectiveSchoolIds(app.db, operator.schoolIds ?? null, operator.regionIds ?? null),
      },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
    });
  }

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, body: loginSchema, response: { 200: loginAnswerSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await beginLoginAttempt(app.db, email, request.ip);
      const operator = await findOperatorByEmail(app.db, email);
      const valid = await verifyPassword(password, operator?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!operator || !valid || !operator.active) {
        throw new HttpProblem(401, 'auth.invalid');
      }
      if (needsRehash(operator.passwordHash)) {
        await upgradePasswordHash(app.db, operator.id, operator.passwordHash, await hashPassword(password));
      }
      if (operator.totpConfirmedAt) {
        const { rememberDeviceDays } = await companySecondFactor(app.db);
        const device = request.cookies[DEVICE_COOKIE];
        if (!(await isRememberedDevice(app.db, device, operator.id, rememberDeviceDays))) {
          // The attempt stays counted until the code is right: the limiter covers both steps.
          const challenge = await createChallenge(app.db, operator.id);
          return { secondFactor: 'required' as const, challenge, rememberDeviceDays };
        }
      }
      return openSession(request, reply, operator);
    },
  );

  /** The sign-in's second step: the authenticator's code or a recovery code, under the same limiter. */
  app.post(
    '/auth/login/code',
    {
      config: { access: 'public' },
      schema: { tags, body: loginCodeSchema, response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      const { challenge, code, rememberDevice: remember } = request.body;
      const operatorId = await challengeOperator(app.db, challenge);
      const operator = operatorId ? await findOperatorRow(app.db, operatorId) : null;
      if (!operator?.active) throw new HttpProblem(401, 'auth.challengeExpired');
      await beginLoginAttempt(app.db, operator.email, request.ip);
      await proveSecondFactor(app.db, operator.id, code, secondFactorKey(app.config));
      await endChallenge(app.db, challenge);
      const { rememberDeviceDays } = await companySecondFactor(app.db);
      if (remember && rememberDeviceDays > 0) {
        reply.setCookie(DEVICE_COOKIE, await rememberDevice(app.db, operator.id), {
          httpOnly: true,
          sameSite: 'strict',
          path: DEVICE_COOKIE_PATH,
          secure: request.protocol === 'https',
          maxAge: rememberDeviceDays * 86_400,
        });
      }
      return openSession(request, reply, operator);
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
