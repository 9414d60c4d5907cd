import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { sessionAs } from '../../test/agent';
import { crewTestApp } from '../../test/crew-sign-in';
import { crewTripFixture } from '../../test/crew-trip-fixture';
import { DATABASES } from '../../test/databases';
import { studentInput } from '../../test/fixtures';
import { readImageHeader } from './photo-image';
import { studentPhotos } from './students.table';

/** A JPEG's header as a camera writes it: an APP0 segment, then the frame with its size, then filler. */
function jpeg(width: number, height: number, filler = 64): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, ...app0, ...sof, ...Array(9).fill(0x11)]),
    Buffer.alloc(filler, 0x5a),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

const schoolIdOf = (answer: { json(): { schoolId: string } }) => answer.json().schoolId;

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

describe('reading an image header', () => {
  it('tells JPEG, PNG and WebP by their bytes and reads their size', () => {
    expect(readImageHeader(jpeg(512, 480))).toEqual({ type: 'image/jpeg', width: 512, height: 480 });
    expect(readImageHeader(png(300, 200))).toEqual({ type: 'image/png', width: 300, height: 200 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(255, 24, 3);
    webp.writeUIntLE(127, 27, 3);
    expect(readImageHeader(webp)).toEqual({ type: 'image/webp', width: 256, height: 128 });
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe.each(DATABASES)("a student's photo on %s", (kind) => {
  const crew = crewTestApp(kind);
  const { addMember, phoneOf, tripOfToday } = crewTripFixture(crew);

  it('is uploaded, read, replaced and removed by an operator, audited, and gone with the student', async () => {
    const admin = crew.admin();
    const { riders } = await tripOfToday();
    const id = riders[0]!;
    // None yet: 204, no error for a page that asks for every student's.
    expect((await admin.call('GET', `/api/v1/students/${id}/photo`)).statusCode).toBe(204);

    const first = jpeg(512, 512);
    const saved = await admin.call('PUT', `/api/v1/students/${id}/photo`, {
      body: { image: dataUrl(first) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ type: 'image/jpeg', width: 512, height: 512, bytes: first.length });
    const read = await admin.call('GET', `/api/v1/students/${id}/photo`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toMatch(/^private/);
    expect(read.rawPayload.equals(first)).toBe(true);

    // A PNG sent as "image/jpeg" is stored as the PNG it is.
    const second = png(256, 256);
    const replaced = await admin.call('PUT', `/api/v1/students/${id}/photo`, {
      body: { image: dataUrl(second) },
    });
    expect(replaced.json()).toMatchObject({ type: 'image/png', width: 256, height: 256 });
    const reread = await admin.call('GET', `/api/v1/students/${id}/photo`);
    expect(reread.headers['content-type']).toBe('image/png');
    expect(reread.rawPayload.equals(second)).toBe(true);

    const removed = await admin.call('DELETE', `/api/v1/students/${id}/photo`);
    expect(removed.statusCode).toBe(204);
    expect((await admin.call('GET', `/api/v1/students/${id}/photo`)).statusCode).toBe(204);
    expect((await admin.call('DELETE', `/api/v1/students/${id}/photo`)).statusCode).toBe(404);

    const audited = await crew.app().db.select().from(auditLog).where(eq(auditLog.entityId, id));
    const photoRows = audited.filter((row) => JSON.stringify([row.before, row.after]).includes('"photo"'));
    expect(photoRows.map((row) => [row.before !== null, row.after !== null])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);

    // The student's row never carries the photo; deleting the student deletes it.
    const loner = (
      await admin.call('POST', '/api/v1/students', {
        body: studentInput(schoolIdOf(await admin.call('GET', `/api/v1/students/${id}`))),
      })
    ).json();
    await admin.call('PUT', `/api/v1/students/${loner.id}/photo`, { body: { image: dataUrl(first) } });
    expect(JSON.stringify((await admin.call('GET', `/api/v1/students/${loner.id}`)).json())).not.toContain(
      first.toString('base64'),
    );
    const deleted = await admin.call('DELETE', `/api/v1/students/${loner.id}?version=${loner.version}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await crew
      .app()
      .db.select()
      .from(studentPhotos)
      .where(eq(studentPhotos.studentId, loner.id));
    expect(left).toEqual([]);
  });

  it('refuses what is not an image, too big or the wrong size, in the reader’s language', async () => {
    const admin = crew.admin();
    const { riders } = await tripOfToday();
    const put = (image: string, language = 'en') =>
      admin.call('PUT', `/api/v1/students/${riders[0]}/photo`, {
        body: { image },
        headers: { 'accept-language': language },
      });
    const cases: [string, string, RegExp][] = [
      [
        dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/jpeg'),
        'families.photoNotAnImage',
        /not a JPEG, PNG or WebP/,
      ],
      ['https://example.com/a.jpg', 'families.photoNotAnImage', /not a JPEG, PNG or WebP/],
      [dataUrl(jpeg(512, 512, 2 * 1024 * 1024)), 'families.photoTooLarge', /larger than 2 MB/],
      [dataUrl(jpeg(1024, 1024)), 'families.photoDimensions', /64 to 512 pixels/],
      [dataUrl(png(32, 32)), 'families.photoDimensions', /64 to 512 pixels/],
    ];
    for (const [image, code, message] of cases) {
      const refused = await put(image);
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ path: 'image', code, message: expect.stringMatching(message) }),
      ]);
    }
    const inArabic = await put(dataUrl(jpeg(1024, 1024)), 'ar');
    expect(inArabic.json().errors[0].message).toBe('أبعاد الصورة من 64 إلى 512 بكسل لكل ضلع');
    expect((await admin.call('GET', `/api/v1/students/${riders[0]}/photo`)).statusCode).toBe(204);
  });

  it('is set only by who may edit students, and read by operators who may read them', async () => {
    const admin = crew.admin();
    const { riders } = await tripOfToday();
    const viewer = await sessionAs(crew.app(), 'viewer');
    const url = `/api/v1/students/${riders[0]}/photo`;
    const body = { image: dataUrl(jpeg(128, 128)) };
    expect((await viewer.call('PUT', url, { body })).statusCode).toBe(403);
    expect((await admin.call('PUT', url, { body })).statusCode).toBe(200);
    expect((await viewer.call('GET', url)).statusCode).toBe(200);
    expect((await viewer.call('DELETE', url)).statusCode).toBe(403);
    expect((await crew.app().inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("reaches the crew of the child's trip of today, and nobody else", async () => {
    const admin = crew.admin();
    const trip = await tripOfToday();
    const [withPhoto, withoutPhoto] = trip.riders as [string, string];
    const image = jpeg(512, 512);
    await admin.call('PUT', `/api/v1/students/${withPhoto}/photo`, { body: { image: dataUrl(image) } });

    const phone = await phoneOf(trip.attendant);
    const today = (await phone('GET', '/today')).json();
    const riders = today.trips[0].stops.flatMap(
      (stop: { riders: { id: string; hasPhoto: boolean }[] }) => stop.riders,
    );
    expect(riders.map((rider: { id: string; hasPhoto: boolean }) => [rider.id, rider.hasPhoto])).toEqual(
      expect.arrayContaining([
        [withPhoto, true],
        [withoutPhoto, false],
      ]),
    );
    const seen = await phone('GET', `/trips/${trip.id}/riders/${withPhoto}/photo`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toMatch(/^private/);
    expect(seen.rawPayload.equals(image)).toBe(true);
    expect((await phone('GET', `/trips/${trip.id}/riders/${withoutPhoto}/photo`)).statusCode).toBe(404);

    // Another crew's trip, a child of another trip through one's own, and no session: nothing.
    const other = await tripOfToday();
    await admin.call('PUT', `/api/v1/students/${other.riders[0]}/photo`, { body: { image: dataUrl(image) } });
    expect((await phone('GET', `/trips/${other.id}/riders/${other.riders[0]}/photo`)).statusCode).toBe(404);
    expect((await phone('GET', `/trips/${trip.id}/riders/${other.riders[0]}/photo`)).statusCode).toBe(404);
    const stranger = await phoneOf(await addMember('attendant'));
    expect((await stranger('GET', `/trips/${trip.id}/riders/${withPhoto}/photo`)).statusCode).toBe(404);
    const anonymous = await crew
      .app()
      .inject({ method: 'GET', url: `/api/v1/crew/trips/${trip.id}/riders/${withPhoto}/photo` });
    expect(anonymous.statusCode).toBe(401);
  });
});
