import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { MAX_JSON_DEPTH } from '../plugins/json-depth-limit';
import { type Agent, sessionOf, signIn } from '../test/agent';
import { DATABASES } from '../test/databases';
import { schoolInput } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/** The raw answer to bytes written on a fresh connection: Node's parser refuses some before Fastify sees them. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

/** A CSV saved as Windows-1256 and read as UTF-8 turns every Arabic letter into U+FFFD. */
const GARBLED = '\ufffd\ufffd\ufffd\ufffd \ufffd\ufffd\ufffd\ufffd';

function nested(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

describe.each(DATABASES)('hostile input on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('refuses deeply nested JSON as a problem, on an anonymous route and a signed-in one', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"email":${nested(2_300)}}`,
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(anonymous.json()).toMatchObject({
      code: 'payload.tooDeep',
      title: 'The request data is nested too deeply',
    });

    const signedIn = await admin.call('POST', '/api/v1/schools', {
      headers: { 'content-type': 'application/json' },
      body: `{"nameAr":${nested(MAX_JSON_DEPTH + 1)}}`,
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().code).toBe('payload.tooDeep');
  });

  it('still reads JSON up to the depth limit, and brackets inside strings do not count', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'['.repeat(200)}@x.sa","password":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
  });

  it('stores names without bidi overrides or zero-width characters, and passwords as typed', async () => {
    const password = 'pass\u202Eword-\u200B123';
    const created = await admin.call('POST', '/api/v1/operators', {
      body: {
        email: 'disguised@rihla.test',
        name: '\u202Eسالم\u2066 exe.gpj\u2069\u200B\uFEFF العتيبي\u200D',
        role: 'viewer',
        password,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().name).toBe('سالم exe.gpj العتيبي\u200D');
    const read = await admin.call('GET', `/api/v1/operators/${created.json().id}`);
    expect(read.json().name).toBe('سالم exe.gpj العتيبي\u200D');
    await expect(signIn(t.app, 'disguised@rihla.test', password)).resolves.toBeDefined();
    await expect(signIn(t.app, 'disguised@rihla.test', 'password-123')).rejects.toThrow(/401/);
  });

  describe('requests Node refuses before routing', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('answers headers over the limit with a 431 problem', async () => {
      const answer = await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({
        type: 'urn:rihla:problem:request.headersTooLarge',
        title: 'ترويسات الطلب أكبر من المسموح',
        status: 431,
        code: 'request.headersTooLarge',
      });
    });

    it('answers a malformed request with a 400 problem', async () => {
      const answer = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code).toBe('request.malformed');
    });
  });

  it('refuses an import read in the wrong encoding (U+FFFD) with a translated field error, storing nothing', async () => {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const student = (nameAr: string) => ({
      nameAr,
      nameEn: 'Imported student',
      schoolId,
      grade: 3,
      homeLat: 24.7,
      homeLng: 46.7,
      specialNeeds: '',
      parentName: '',
      parentPhone: null,
    });
    const students = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [student('طالب سليم'), student(GARBLED)] },
      headers: { 'accept-language': 'en' },
    });
    expect(students.statusCode, students.body).toBe(400);
    expect(students.json().errors).toEqual([
      {
        path: 'rows.1.nameAr',
        code: 'validation.misencoded',
        message: 'The text holds garbled characters: save the file as UTF-8 and import it again',
      },
    ]);
    expect((await admin.call('GET', `/api/v1/students?schoolId=${schoolId}`)).json().total).toBe(0);

    const schools = await admin.call('POST', '/api/v1/schools/import', {
      body: { rows: [schoolInput({ address: GARBLED })] },
    });
    expect(schools.statusCode, schools.body).toBe(400);
    expect(schools.json().errors).toMatchObject([{ path: 'rows.0.address', code: 'validation.misencoded' }]);
    expect(schools.json().errors[0].message).toBe(
      'النص فيه محارف تالفة: احفظ الملف بترميز UTF-8 ثم استورده من جديد',
    );

    // Typed text is not a file: a U+FFFD someone pastes into a form is left alone.
    const typed = await admin.call('POST', '/api/v1/schools', {
      body: schoolInput({ address: `حي ${GARBLED}` }),
    });
    expect(typed.statusCode, typed.body).toBe(201);
  });
});
