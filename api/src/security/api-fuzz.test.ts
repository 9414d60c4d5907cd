import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@rihla/shared/contracts/auth';
import { plannerRunInputSchema } from '@rihla/shared/contracts/planner';
import { problemTitle } from '@rihla/shared/i18n/validation-messages';
import { ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { plannerRuns } from '../modules/planner/planner.table';
import { schools } from '../modules/schools/schools.table';
import { type Agent, sessionAs, sessionOf } from '../test/agent';
import { DATABASES } from '../test/databases';
import { schoolInput } from '../test/fixtures';
import { type Operation, operationsOf } from '../test/fuzz/openapi-operations';
import { bodyValue, type FuzzContext, pathIdValue, queryValue } from '../test/fuzz/schema-arbitraries';
import { buildSmallWorld } from '../test/fuzz/small-world';
import { tableChecksum } from '../test/fuzz/table-checksum';
import { startTestApp, type TestApp } from '../test/test-app';
import { ACCESS_TABLE, COMPANY_WIDE, SCHOOL_SCOPED } from './access-table';

/** Generated requests per endpoint; `pnpm bench` raises it (FUZZ_RUNS) for the long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** An event stream never ends, so `inject` cannot wait for it; its refusals are tested in monitoring.test.ts. */
const NOT_FUZZED = new Set(['GET /api/v1/monitoring/stream']);

type Identity = Role | 'anonymous';
const IDENTITIES: Identity[] = ['anonymous', ...ROLES];
type Encoding = 'json' | 'broken-json' | 'text';

interface FuzzRequest {
  identity: Identity;
  locale: 'ar' | 'en';
  pathIds: string[];
  query: Record<string, string | undefined>;
  body: unknown;
  encoding: Encoding;
}

type Rows<T> = { rows: T[] };

describe.each(DATABASES)('OpenAPI fuzzing on %s', (kind) => {
  let t: TestApp;
  const agents = {} as Record<Role, Agent>;
  let context: FuzzContext;
  let checksum: string;
  const statuses = new Map<number, number>();

  const nextXid = async () =>
    (
      (await t.app.db.execute(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
      )) as unknown as Rows<{
        xid: string;
      }>
    ).rows[0]!.xid;

  beforeAll(async () => {
    // The notice worker would otherwise mark a fuzzed request's notices "not sent" on its own
    // tick, and the alert sweep raise "late start" on the small world's trips once the clock is
    // past their departure: the next refused request would seem to have written either.
    t = await startTestApp(kind, { NOTICE_POLL_MS: String(24 * 60 * 60_000), ALERT_SWEEP_MS: '600000' });
    const admin = await sessionOf(t.app);
    agents.admin = admin;
    await buildSmallWorld(admin);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      agents[role] = await sessionAs(t.app, role, `fuzz-${role}@rihla.test`);
    }
    // A spare operator the fuzzer may change or delete without signing out the identities above.
    const spare = await admin.call('POST', '/api/v1/operators', {
      body: {
        email: 'fuzz-spare@rihla.test',
        name: 'مشغل احتياطي',
        role: 'viewer',
        password: 'spare-password-1',
      },
    });
    const tables = (
      (await t.app.db.execute(sql`
        select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'
          and table_name not in ('operators', 'sessions')
        order by table_name`)) as unknown as Rows<{ table_name: string }>
    ).rows.map((row) => row.table_name);
    const knownIds = [spare.json().id as string];
    for (const table of tables) {
      const ids = (await t.app.db.execute(
        sql.raw(`select id::text as id from "${table}" order by id limit 2`),
      )) as unknown as Rows<{ id: string }>;
      knownIds.push(...ids.rows.map((row) => row.id));
    }
    context = { knownIds };
    checksum = await tableChecksum(t.app.db);
  });
  afterAll(() => t?.close());

  function requestOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
    const mutation = operation.method !== 'GET';
    return fc.record({
      // The administrator most often, so that more requests get past access and into the handlers.
      identity: fc.oneof(
        { weight: 3, arbitrary: fc.constant<Identity>('admin') },
        fc.constantFrom(...IDENTITIES),
      ),
      locale: fc.constantFrom('ar' as const, 'en' as const),
      pathIds: fc.tuple(...operation.pathParams.map(() => pathIdValue(context))),
      query: fc.record(
        Object.fromEntries([
          ...operation.query.map((parameter) => [parameter.name, queryValue(parameter.schema, context)]),
          ['unexpected', fc.option(fc.constantFrom('1', 'x'), { nil: undefined })],
        ]),
      ),
      body: operation.body ? bodyValue(operation.body, context) : fc.constant(undefined),
      encoding: mutation
        ? fc.oneof(
            { weight: 8, arbitrary: fc.constant<Encoding>('json') },
            { weight: 1, arbitrary: fc.constantFrom<Encoding>('broken-json', 'text') },
          )
        : fc.constant<Encoding>('json'),
    });
  }

  function inject(operation: Operation, request: FuzzRequest): Promise<LightMyRequestResponse> {
    let url = operation.path;
    operation.pathParams.forEach((name, index) => {
      url = url.replace(`{${name}}`, encodeURIComponent(request.pathIds[index]!));
    });
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query))
      if (value !== undefined) query.set(name, value);
    if (query.size > 0) url += `?${query}`;
    const headers: Record<string, string> = { 'accept-language': request.locale };
    if (request.identity !== 'anonymous') {
      const agent = agents[request.identity];
      headers.cookie = agent.cookie;
      if (operation.method !== 'GET') headers['x-csrf-token'] = agent.csrfToken;
    }
    const options: InjectOptions = { method: operation.method, url, headers };
    if (request.encoding === 'broken-json') {
      headers['content-type'] = 'application/json';
      options.payload = '{"unterminated": ';
    } else if (request.encoding === 'text') {
      headers['content-type'] = 'text/plain';
      options.payload = 'plain text';
    } else if (request.body !== undefined) {
      options.payload = request.body as InjectOptions['payload'];
    }
    return t.app.inject(options);
  }

  async function check(operation: Operation, request: FuzzRequest) {
    const before = await nextXid();
    const response = await inject(operation, request);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const label = `${operation.method} ${operation.path} as ${request.identity}`;
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.headers['content-type'], label).toContain('application/problem+json');
      const problem = response.json() as { code?: unknown; title?: unknown };
      expect(problem.code, label).toMatch(/^[a-z]+([.-][A-Za-z]+)*$/);
      // An untranslated code would fall back to the generic "internal" title.
      expect(problem.title, `${label}: ${String(problem.code)}`).not.toBe(
        problemTitle('internal', request.locale),
      );
    }
    // No transaction took an id: nothing was written. Otherwise compare every row of every table.
    if ((await nextXid()) !== before) {
      const after = await tableChecksum(t.app.db);
      if (response.statusCode >= 400) expect(after, `${label} wrote while refusing`).toBe(checksum);
      checksum = after;
    }
    if (
      operation.path === '/api/v1/auth/logout' &&
      response.statusCode === 204 &&
      request.identity !== 'anonymous'
    ) {
      const role = request.identity;
      agents[role] = await sessionOf(t.app, role === 'admin' ? undefined : `fuzz-${role}@rihla.test`);
      // Signing in writes (the operator's last sign-in), outside any fuzzed request.
      checksum = await tableChecksum(t.app.db);
    }
  }

  it('refuses a NUL character in a query or a body as a field error, not a database failure', async () => {
    const search = await agents.admin.call('GET', '/api/v1/packages/export.csv?q=%00', {
      headers: { 'accept-language': 'en' },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([
      {
        path: 'q',
        code: 'validation.nulCharacter',
        message: 'The text contains a NUL character, which is not allowed',
      },
    ]);
    const write = await agents.admin.call('POST', '/api/v1/stops', { body: { nameAr: 'بوابة\u0000' } });
    expect(write.statusCode).toBe(400);
    expect(write.json().errors[0]).toMatchObject({ path: 'nameAr', code: 'validation.nulCharacter' });
  });

  it('refuses the year 0000 (ISO-shaped, not a PostgreSQL date) as a field error', async () => {
    const list = await agents.admin.call('GET', '/api/v1/settlements/export.csv?from=0000-01-01');
    expect(list.statusCode).toBe(400);
    expect(list.json().errors[0]).toMatchObject({ path: 'from', code: 'validation.date' });
    const write = await agents.admin.call('PUT', `/api/v1/disruptions/${randomUUID()}`, {
      body: { occurredAt: '0000-01-01T06:00:00Z' },
    });
    expect(write.statusCode).toBe(400);
    expect(write.json().errors).toContainEqual(
      expect.objectContaining({ path: 'occurredAt', code: 'validation.dateTime' }),
    );
  });

  it('answers a path id longer than the router takes with a translated 414', async () => {
    const response = await agents.admin.call('GET', `/api/v1/buses/${'a'.repeat(500)}`);
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'request.badUrl',
      title: 'عنوان الطلب غير صالح أو أطول من المسموح',
    });
  });

  it("answers 404 to an operator limited to another school on every route of the small world's records, and lists none of them", async () => {
    const school = await agents.admin.call('POST', '/api/v1/schools', { body: schoolInput() });
    // A dispatcher and a finance officer, between them every role's endpoints of those records.
    const limited = new Map<Role, Agent>();
    for (const role of ['dispatcher', 'finance'] as const) {
      const email = `fuzz-limited-${role}@rihla.test`;
      const created = await agents.admin.call('POST', '/api/v1/operators', {
        body: {
          email,
          name: 'مشغل مدرسة أخرى',
          role,
          password: 'limited-password-1',
          schoolIds: [school.json().id],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      limited.set(role, await sessionOf(t.app, email));
    }
    // The small world starts no planning run: one of its school, ended, to probe by id.
    const [world] = await t.app.db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.id, school.json().id))
      .limit(1);
    await t.app.db.insert(plannerRuns).values({
      status: 'failed',
      input: plannerRunInputSchema.parse({
        schoolIds: [world!.id],
        termStart: '2025-09-07',
        termEnd: '2025-09-11',
      }),
      progress: { fraction: 1, buses: 0, drivingMinutes: 0 },
      error: 'planner.noBuses',
    });
    const zones = await agents.admin.call('GET', `/api/v1/geofences?schoolId=${school.json().id}`);
    const ownZone: string = zones.json().items[0].id;
    checksum = await tableChecksum(t.app.db);
    let probed = 0;
    for (const [segment, table] of SCHOOL_SCOPED) {
      // Not their school, nor its zone (a new school gets one).
      const other =
        table === 'geofences' ? `school_id <> '${school.json().id}'` : `id <> '${school.json().id}'`;
      const known = (await t.app.db.execute(
        sql.raw(`select id::text as id from "${table}" where ${other} order by id limit 1`),
      )) as unknown as Rows<{ id: string }>;
      // The small world raises no alert: an unknown id must answer as another school's does.
      const id = known.rows[0]?.id ?? randomUUID();
      for (const [endpoint, expected] of ACCESS_TABLE) {
        const [method, path] = endpoint.split(' ') as ['GET', string];
        const role = [...limited.keys()].find((r) => Array.isArray(expected) && expected.includes(r));
        if (!role) continue;
        const agent = limited.get(role)!;
        if (
          method === 'GET' &&
          (path === `/api/v1/${segment}` || path.startsWith(`/api/v1/${segment}/export.`))
        ) {
          const answer = await agent.call('GET', path);
          expect(answer.statusCode, endpoint).toBe(200);
          // Nothing but their own school, which has nothing yet.
          const own = table === 'schools' ? [school.json().id] : table === 'geofences' ? [ownZone] : [];
          if (path.endsWith('.csv')) {
            expect(answer.body.trim().split('\n'), endpoint).toHaveLength(1 + own.length);
          } else if (!path.includes('/export.')) {
            // A page of items, or a plain list (a school's seat count, by its school).
            const body = answer.json();
            const items: { id?: string; schoolId?: string }[] = Array.isArray(body) ? body : body.items;
            expect(
              items.map((item) => item.id ?? item.schoolId),
              endpoint,
            ).toEqual(own);
          }
          probed += 1;
        }
        if (!path.startsWith(`/api/v1/${segment}/:id`)) continue;
        const url = path.replace(':id', id).replace(/:[A-Za-z]+/g, randomUUID());
        const answer = await agent.call(method, url, method === 'GET' ? {} : { body: {} });
        expect(answer.statusCode, `${endpoint} as ${role}: ${answer.body.slice(0, 200)}`).toBe(404);
        expect(answer.json().code, endpoint).toBe('not-found');
        probed += 1;
      }
    }
    // What acts on every school at once is refused them, translated.
    for (const endpoint of COMPANY_WIDE) {
      const [method, path] = endpoint.split(' ') as ['GET', string];
      const expected = ACCESS_TABLE.get(endpoint);
      const role = [...limited.keys()].find((r) => Array.isArray(expected) && expected.includes(r))!;
      const answer = await limited.get(role)!.call(method, path, method === 'GET' ? {} : { body: {} });
      expect(answer.statusCode, endpoint).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'scope.companyWide',
        title: problemTitle('scope.companyWide', 'ar'),
      });
      probed += 1;
    }
    expect(probed).toBeGreaterThan(80);
    expect(await tableChecksum(t.app.db), 'a refused request wrote').toBe(checksum);
  });

  it(
    'answers every generated request without a 500, refusals as translated problem+json that wrote nothing',
    async () => {
      await t.app.ready();
      const operations = operationsOf(t.app.swagger() as OpenAPIV3_1.Document).filter(
        (operation) => !NOT_FUZZED.has(`${operation.method} ${operation.path}`),
      );
      expect(operations.length).toBeGreaterThan(120);
      const started = performance.now();
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(requestOf(operation), async (request) => {
            await check(operation, request);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
      const seconds = (performance.now() - started) / 1000;
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`);
      console.log(
        `fuzz (${kind}): ${operations.length} endpoints x ${RUNS} generated requests = ${operations.length * RUNS} in ${seconds.toFixed(1)} s (${byStatus.join(', ')})`,
      );
    },
    RUNS * 30_000,
  );
});
