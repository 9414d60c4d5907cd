import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aStudent, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import StudentDetailsPage from './student-details-page';

const student = aStudent({ specialNeeds: 'يحتاج مقعدًا أماميًا' });

describe('student details', () => {
  it('shows the profile, names the school the history refers to by id and its values in words', async () => {
    renderPage(<StudentDetailsPage />, {
      url: pathTo('student-details', { id: student.id }),
      route: routeOf('student-details'),
      locale: 'en',
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/history'))
          return json(
            page([
              {
                id: '7b0c1a52-2b1e-4d0a-9c57-1f0e8b7a6d09',
                entityType: 'student',
                entityId: student.id,
                action: 'update',
                actorId: null,
                actorName: 'Laila',
                at: '2026-02-01T08:00:00Z',
                before: { schoolId: null, status: 'active', gender: null },
                after: { schoolId: student.schoolId, status: 'inactive', gender: 'boy' },
              },
            ]),
          );
        if (path.endsWith('/absences')) return json([]);
        if (path.endsWith('/subscriptions')) return json(page([]));
        if (path.endsWith('/trips')) return json({ items: [] });
        return json(student);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ibrahim Saad Al-Harbi' })).toBeInTheDocument();
    expect(screen.getByText('يحتاج مقعدًا أماميًا')).toBeInTheDocument();
    expect(await screen.findByText('Laila')).toBeInTheDocument();
    const school = screen.getByRole('cell', { name: 'School' }).closest('tr') as HTMLElement;
    expect(school).toHaveTextContent('King Fahd Primary School');
    const status = screen.getByRole('cell', { name: 'Status' }).closest('tr') as HTMLElement;
    expect(status).toHaveTextContent('ActiveInactive');
    const gender = screen.getByRole('cell', { name: 'Gender' }).closest('tr') as HTMLElement;
    expect(gender).toHaveTextContent('Boy');
    expect(gender).not.toHaveTextContent('boy');
  });

  const sideData = (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/history') || path.endsWith('/subscriptions')) return json(page([]));
    if (path.endsWith('/absences')) return json([]);
    if (path.endsWith('/trips')) return json({ items: [] });
    if (path.endsWith('/photo') && request.method === 'GET')
      return json({ status: 404, title: 'Not found' }, 404);
    return null;
  };

  it("shows a school's staff the student without the family's subscriptions, and asks nothing of them", async () => {
    const asked: string[] = [];
    renderPage(<StudentDetailsPage />, {
      url: pathTo('student-details', { id: student.id }),
      route: routeOf('student-details'),
      locale: 'en',
      role: 'school',
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        asked.push(path);
        if (path.endsWith('/history')) return json(page([]));
        if (path.endsWith('/absences')) return json([]);
        if (path.endsWith('/trips')) return json({ items: [] });
        return json(student);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ibrahim Saad Al-Harbi' })).toBeInTheDocument();
    expect(screen.queryByText('Subscription')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(asked.filter((path) => path.endsWith('/subscriptions'))).toEqual([]);
  });

  it('saves a rider card number in upper case with the student as stored, and shows it as an LTR island', async () => {
    const puts: Array<Record<string, unknown>> = [];
    let stored = student;
    const { shell } = renderPage(<StudentDetailsPage />, {
      url: pathTo('student-details', { id: student.id }),
      route: routeOf('student-details'),
      locale: 'en',
      fetch: async (request) => {
        const side = sideData(request);
        if (side) return side;
        if (request.method === 'PUT') {
          const body = (await request.json()) as Record<string, unknown>;
          puts.push(body);
          stored = { ...student, ...body, version: 2 } as typeof student;
          return json(stored);
        }
        return json(stored);
      },
    });
    const input = await screen.findByLabelText('Rider card number');
    expect(input).toHaveAttribute('dir', 'ltr');
    fireEvent.change(input, { target: { value: ' 04a1b2c3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the card' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      nameAr: student.nameAr,
      nameEn: student.nameEn,
      schoolId: student.schoolId,
      grade: student.grade,
      gender: student.gender,
      parentId: null,
      homeStopId: null,
      homeLat: null,
      homeLng: null,
      specialNeeds: 'يحتاج مقعدًا أماميًا',
      status: 'active',
      cardNumber: '04A1B2C3',
      version: 1,
    });
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({
          severity: 'success',
          summary: "Ibrahim Saad Al-Harbi's card number saved",
        }),
      ),
    );
    const shown = screen
      .getAllByText('Rider card number')
      .find((label) => label.classList.contains('ant-descriptions-item-label'))!.parentElement!;
    await waitFor(() => expect(shown.querySelector('[dir="ltr"]')).toHaveTextContent('04A1B2C3'));
  });

  it('shows a malformed number and a card held by another student on the field, in Arabic', async () => {
    const puts: unknown[] = [];
    renderPage(<StudentDetailsPage />, {
      url: pathTo('student-details', { id: student.id }),
      route: routeOf('student-details'),
      fetch: async (request) => {
        const side = sideData(request);
        if (side) return side;
        if (request.method === 'PUT') {
          puts.push(await request.json());
          return json(
            {
              type: 'about:blank',
              title: 'رقم البطاقة مسجل لطالب آخر',
              status: 409,
              code: 'students.cardNumberTaken',
              errors: [
                {
                  path: 'cardNumber',
                  code: 'students.cardNumberTaken',
                  message: 'رقم البطاقة مسجل لطالب آخر',
                },
              ],
            },
            409,
          );
        }
        return json(student);
      },
    });
    const input = await screen.findByLabelText('رقم بطاقة الركوب');
    fireEvent.change(input, { target: { value: 'بطاقة ١٢' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ البطاقة' }));
    const malformed = await screen.findByText(/رقم البطاقة حروف لاتينية وأرقام وشرطات فقط/);
    expect(malformed.closest('.ant-form-item')).toContainElement(input);
    expect(puts).toEqual([]);

    fireEvent.change(input, { target: { value: 'RF-0042' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ البطاقة' }));
    const taken = await screen.findByText('رقم البطاقة مسجل لطالب آخر');
    expect(taken.closest('.ant-form-item')).toContainElement(input);
    // ky sends a 409 once more before the page sees it.
    expect(puts).toContainEqual(expect.objectContaining({ cardNumber: 'RF-0042' }));
  });

  it("lists the student's trips and stops, and edits every field of the student", async () => {
    const puts: Array<Record<string, unknown>> = [];
    renderPage(<StudentDetailsPage />, {
      url: pathTo('student-details', { id: student.id }),
      route: routeOf('student-details'),
      locale: 'en',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith(`/students/${student.id}/trips`)) {
          return json({
            items: [
              {
                tripId: '5b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
                seriesId: '6b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
                name: 'Al-Yasmin morning',
                date: '2026-12-08',
                direction: 'to_school',
                status: 'scheduled',
                busPlate: '1234 ABC',
                stop: {
                  id: '7b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
                  nameAr: 'بوابة الياسمين',
                  nameEn: 'Al-Yasmin gate',
                },
                plannedTime: '06:25',
              },
            ],
          });
        }
        const side = sideData(request);
        if (side) return side;
        if (path.endsWith('/schools')) return json(page([student.school]));
        if (request.method === 'PUT') {
          const body = (await request.json()) as Record<string, unknown>;
          puts.push(body);
          return json({ ...student, ...body, version: 2 });
        }
        if (path.endsWith(`/students/${student.id}`)) return json(student);
        return json(page([]));
      },
    });
    const row = (await screen.findByText('Al-Yasmin gate')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('12/08/26');
    expect(row).toHaveTextContent('To school');
    expect(row).toHaveTextContent('Weekly');
    expect(row).toHaveTextContent('1234 ABC');
    expect(row).toHaveTextContent('06:25');

    fireEvent.click(screen.getByRole('button', { name: 'Edit student' }));
    const nameEn = await screen.findByLabelText('Name in English');
    fireEvent.change(nameEn, { target: { value: 'Ibrahim S. Al-Harbi' } });
    fireEvent.change(screen.getByLabelText('Special needs'), { target: { value: 'Front seat' } });
    fireEvent.change(screen.getByLabelText('Home latitude'), { target: { value: '24.7136' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      nameAr: student.nameAr,
      nameEn: 'Ibrahim S. Al-Harbi',
      schoolId: student.schoolId,
      grade: 3,
      specialNeeds: 'Front seat',
      homeLat: 24.7136,
      status: 'active',
      version: 1,
    });
  });

  describe('the photo', () => {
    const JPEG_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    const drawn: unknown[][] = [];
    const restore: Array<() => void> = [];

    beforeEach(() => {
      drawn.length = 0;
      const bitmap = { width: 1200, height: 800, close: () => {} };
      const original = globalThis.createImageBitmap;
      globalThis.createImageBitmap = (async (file: Blob) => {
        if (file.type === 'text/plain') throw new Error('not an image');
        return bitmap;
      }) as typeof createImageBitmap;
      const getContext = HTMLCanvasElement.prototype.getContext;
      const toDataURL = HTMLCanvasElement.prototype.toDataURL;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
        return { drawImage: (...args: unknown[]) => drawn.push([this.width, this.height, ...args]) };
      } as unknown as typeof getContext;
      HTMLCanvasElement.prototype.toDataURL = (type?: string) => (type === 'image/jpeg' ? JPEG_URL : '');
      restore.push(() => {
        globalThis.createImageBitmap = original;
        HTMLCanvasElement.prototype.getContext = getContext;
        HTMLCanvasElement.prototype.toDataURL = toDataURL;
      });
    });
    afterEach(() => {
      for (const undo of restore.splice(0)) undo();
    });

    it('crops the chosen picture to a centre square of at most 512 px, previews it and saves it as JPEG', async () => {
      const puts: unknown[] = [];
      let stored: Uint8Array | null = null;
      const { shell } = renderPage(<StudentDetailsPage />, {
        url: pathTo('student-details', { id: student.id }),
        route: routeOf('student-details'),
        locale: 'en',
        fetch: async (request) => {
          const path = new URL(request.url).pathname;
          if (path.endsWith('/photo') && request.method === 'PUT') {
            puts.push(await request.json());
            stored = new Uint8Array([0xff, 0xd8, 0xff]);
            return json({
              type: 'image/jpeg',
              width: 512,
              height: 512,
              bytes: 3,
              updatedAt: '2026-02-01T08:00:00Z',
            });
          }
          if (path.endsWith('/photo'))
            return stored
              ? new Response(stored.buffer as ArrayBuffer, { headers: { 'content-type': 'image/jpeg' } })
              : json({}, 404);
          return sideData(request) ?? json(student);
        },
      });
      expect(await screen.findByText('No photo')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Choose a photo'), {
        target: { files: [new File(['x'], 'child.png', { type: 'image/png' })] },
      });
      const preview = await screen.findByRole('img', {
        name: 'Preview of the photo of Ibrahim Saad Al-Harbi',
      });
      expect(preview).toHaveAttribute('src', JPEG_URL);
      // The middle 800 x 800 of a 1200 x 800 picture, drawn on a 512 px square.
      expect(drawn).toEqual([[512, 512, expect.anything(), 200, 0, 800, 800, 0, 0, 512, 512]]);
      expect(puts).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));
      await waitFor(() => expect(puts).toEqual([{ image: JPEG_URL }]));
      await waitFor(() =>
        expect(shell.toasts).toContainEqual(
          expect.objectContaining({ severity: 'success', summary: 'Photo saved' }),
        ),
      );
      const saved = await screen.findByRole('img', { name: 'Photo of Ibrahim Saad Al-Harbi' });
      expect(saved).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/');
      expect(await screen.findByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    });

    it('says so when the file is no picture, and removes a photo only after the confirmation, in Arabic', async () => {
      const deletes: string[] = [];
      let stored = true;
      const { shell } = renderPage(<StudentDetailsPage />, {
        url: pathTo('student-details', { id: student.id }),
        route: routeOf('student-details'),
        fetch: async (request) => {
          const path = new URL(request.url).pathname;
          if (path.endsWith('/photo') && request.method === 'DELETE') {
            deletes.push(path);
            stored = false;
            return new Response(null, { status: 204 });
          }
          if (path.endsWith('/photo'))
            return stored
              ? new Response(new Uint8Array([0xff, 0xd8, 0xff]).buffer, {
                  headers: { 'content-type': 'image/jpeg' },
                })
              : json({}, 404);
          return sideData(request) ?? json(student);
        },
      });
      expect(await screen.findByRole('img', { name: `صورة ${student.nameAr}` })).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('اختيار صورة'), {
        target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
      });
      await waitFor(() =>
        expect(shell.toasts).toContainEqual(
          expect.objectContaining({
            severity: 'error',
            summary: 'تعذّرت قراءة الصورة',
            detail: 'الملف ليس صورة JPEG أو PNG أو WebP',
          }),
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'حذف الصورة' }));
      expect(deletes).toEqual([]);
      fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
      await waitFor(() => expect(deletes).toEqual([`/api/v1/students/${student.id}/photo`]));
      expect(await screen.findByText('لا توجد صورة')).toBeInTheDocument();
    });
  });
});
