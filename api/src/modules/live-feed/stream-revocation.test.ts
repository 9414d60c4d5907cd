import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { type Agent, OPERATOR_PASSWORD, sessionAs, sessionOf, signIn, signInAs } from '../../test/agent';
import { createPostgresDatabase, DATABASES } from '../../test/databases';
import { TEST_ADMIN } from '../../test/test-admin';
import { startTestApp } from '../../test/test-app';

/** The sessions behind open streams are checked this often here (2 s in production). */
const RECHECK_MS = 200;
/** Within this a revoked session's stream has ended: two checks and, on a loaded machine, the time to close. */
const ENDS_WITHIN_MS = 2 * RECHECK_MS + 5_000;

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Reads the stream until the server ends it or `ms` pass; true when it ended. */
async function endsWithin(stream: Response, ms: number): Promise<boolean> {
  const reader = stream.body!.getReader();
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const chunk = await Promise.race([
      reader.read().catch(() => ({ done: true as const, value: undefined })),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
    ]);
    if (chunk === null) break;
    if (chunk.done) return true;
  }
  await reader.cancel().catch(() => undefined);
  return false;
}

/**
 * Two replicas on one database on PostgreSQL (the stream on one, the revocation on the other);
 * PGlite is one process, so one app serves both.
 */
describe.each(DATABASES)('revoking a session ends its open live-feed streams on %s', (kind) => {
  let writer: FastifyInstance;
  let streamer: FastifyInstance;
  let streamBase: string;
  let admin: Agent;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      const env = {
        SEED: 'none',
        ...TEST_ADMIN,
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        STREAM_SESSION_RECHECK_MS: String(RECHECK_MS),
      };
      writer = await buildApp(loadConfig(env), { logger: false });
      streamer = await buildApp(loadConfig(env), { logger: false });
      cleanups.push(
        () => writer.close(),
        () => streamer.close(),
        () => database.drop(),
      );
    } else {
      const t = await startTestApp(kind, { STREAM_SESSION_RECHECK_MS: String(RECHECK_MS) });
      writer = t.app;
      streamer = t.app;
      cleanups.push(() => t.close());
    }
    streamBase = await listening(streamer);
    admin = await sessionOf(writer);
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  const openStream = async (agent: Agent) => {
    const stream = await fetch(`${streamBase}/api/v1/monitoring/stream`, {
      headers: { cookie: agent.cookie },
    });
    expect(stream.status).toBe(200);
    return stream;
  };
  const operatorOf = async (agent: Agent) =>
    (await admin.call('GET', `/api/v1/operators/${agent.operatorId}`)).json();

  it("on sign-out, while another operator's stream goes on", async () => {
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    const watcher = await sessionAs(admin.app, 'viewer');
    const revoked = await openStream(dispatcher);
    const untouched = await openStream(watcher);
    expect((await dispatcher.call('POST', '/api/v1/auth/logout')).statusCode).toBe(204);
    expect(await endsWithin(revoked, ENDS_WITHIN_MS)).toBe(true);
    // The check that ended it, and two more, passed over the other operator's stream.
    expect(await endsWithin(untouched, 2 * RECHECK_MS + 100)).toBe(false);
  });

  it('on a password change made in another session', async () => {
    const dispatcher = await signInAs(admin, 'dispatcher');
    const email = (await operatorOf(dispatcher)).email as string;
    const elsewhere = await signIn(writer, email, OPERATOR_PASSWORD);
    const stream = await openStream(dispatcher);
    const changed = await elsewhere.call('POST', '/api/v1/auth/password', {
      body: { currentPassword: OPERATOR_PASSWORD, newPassword: 'a-new-password-2' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await endsWithin(stream, ENDS_WITHIN_MS)).toBe(true);
  });

  it('on deactivation, and when the role loses the monitor', async () => {
    for (const change of [{ active: false }, { role: 'finance' }]) {
      const dispatcher = await sessionAs(admin.app, 'dispatcher');
      const stream = await openStream(dispatcher);
      const operator = await operatorOf(dispatcher);
      const updated = await admin.call('PUT', `/api/v1/operators/${dispatcher.operatorId}`, {
        body: {
          name: operator.name,
          role: operator.role,
          active: true,
          version: operator.version,
          ...change,
        },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(await endsWithin(stream, ENDS_WITHIN_MS), JSON.stringify(change)).toBe(true);
    }
  });
});
