import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aPackage, aStop, aStudent, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import StudentListPage from './student-list-page';

describe('student list', () => {
  it('sends the search box to the API q and links each student to their details', async () => {
    const requests: Request[] = [];
    renderPage(<StudentListPage />, {
      url: pathTo('student-list'),
      route: routeOf('student-list'),
      fetch: (request) => {
        requests.push(request);
        return json(page(new URL(request.url).pathname.endsWith('/schools') ? [] : [aStudent()]));
      },
    });
    expect(await screen.findByRole('link', { name: 'إبراهيم سعد الحربي' })).toHaveAttribute(
      'href',
      pathTo('student-details', { id: aStudent().id }),
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ابراهيم' } });
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).searchParams.get('q') === 'ابراهيم')).toBe(true),
    );
    expect(screen.getByText('الثالث')).toBeInTheDocument();
  });

  it('shows a search total the API only estimated as "about N"', async () => {
    renderPage(<StudentListPage />, {
      url: `${pathTo('student-list')}?q=${encodeURIComponent('سلمى')}`,
      route: routeOf('student-list'),
      fetch: (request) =>
        new URL(request.url).pathname.endsWith('/schools')
          ? json(page([]))
          : json({ ...page([aStudent()]), total: 4029, totalEstimated: true }),
    });
    expect(await screen.findByText('المجموع نحو 4029')).toBeInTheDocument();
  });

  it('shows the import columns and writes the template with Arabic headers when the console is in Arabic', async () => {
    const written: string[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((text) => written.push(text));
      return 'blob:template';
    };
    try {
      renderPage(<StudentListPage />, {
        url: pathTo('student-list'),
        route: routeOf('student-list'),
        role: 'dispatcher',
        fetch: (request) => {
          const path = new URL(request.url).pathname;
          if (path.endsWith('/packages')) return json(page([aPackage()]));
          if (path.endsWith('/stops')) return json(page([aStop()]));
          return json(page(path.endsWith('/schools') ? [] : [aStudent()]));
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: /استيراد طلاب/ }));
      const help = await screen.findByText(/الأعمدة:/);
      await waitFor(() => expect(help.textContent).toContain('الاسم بالعربية، الاسم بالإنجليزية، المدرسة'));
      expect(help.textContent).toContain('بريد ولي الأمر');
      expect(help.textContent).toContain('الباقة، المحطة');
      expect(help.textContent).not.toContain('nameAr');
      fireEvent.click(screen.getByRole('button', { name: /تنزيل ملف نموذجي/ }));
      await waitFor(() => expect(written).toHaveLength(1));
      const [header, sample] = written[0]!.replace('\uFEFF', '').split('\r\n');
      expect(header!.split(',')).toEqual([
        'الاسم بالعربية',
        'الاسم بالإنجليزية',
        'المدرسة',
        'الصف',
        'الجنس',
        'خط العرض',
        'خط الطول',
        'احتياجات خاصة',
        'ولي الأمر',
        'جوال ولي الأمر',
        'بريد ولي الأمر',
        'رقم البطاقة',
        'الباقة',
        'المحطة',
      ]);
      expect(sample!.split(',').slice(-2)).toEqual(['باقة الفصل الدراسي', 'بوابة مجمع الياسمين']);
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });

  it('marks the rows the API refused (a seat taken meanwhile) on their lines, in English', async () => {
    const school = {
      id: '5b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d10',
      version: 1,
      createdAt: '2026-08-01T08:00:00Z',
      updatedAt: '2026-08-01T08:00:00Z',
      nameAr: 'ابتدائية الملك فهد',
      nameEn: 'King Fahd Primary School',
      gender: 'mixed',
      address: null,
      lat: 24.7,
      lng: 46.7,
      startTime: '06:45',
      endTime: '12:30',
      phone: null,
      active: true,
      grades: [1, 2, 3],
    };
    renderPage(<StudentListPage />, {
      url: pathTo('student-list'),
      route: routeOf('student-list'),
      locale: 'en',
      role: 'dispatcher',
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'POST')
          return json(
            {
              type: 'urn:rihla:problem:families.schoolFull',
              title: "No seat is free at the student's school",
              status: 409,
              code: 'families.schoolFull',
              errors: [
                {
                  path: 'rows.1.packageId',
                  code: 'families.schoolFull',
                  message: "No seat is free at the student's school",
                },
              ],
            },
            409,
          );
        if (path.endsWith('/packages')) return json(page([aPackage()]));
        if (path.endsWith('/stops')) return json(page([aStop()]));
        if (path.endsWith('/schools')) return json(page([school]));
        return json(page([aStudent()]));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Import students/ }));
    const csv = [
      "Name in Arabic,School,Grade,Parent,Parent's mobile,Package",
      'سارة خالد,King Fahd Primary School,3,خالد,0551234567,Term package',
      'ريم خالد,King Fahd Primary School,3,خالد,0551234567,Term package',
    ].join('\n');
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!found || found.disabled) throw new Error('the file input is not ready');
      return found;
    });
    fireEvent.change(input, { target: { files: [new File([csv], 'family.csv', { type: 'text/csv' })] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import the valid rows (2)' }));
    expect(await screen.findByText(/No seat is free at the student's school/)).toBeInTheDocument();
    // The refused line shows the API's reason on its row; the other line may still be imported.
    const refusedRow = (await screen.findByText('ريم خالد')).closest('tr')!;
    await waitFor(() =>
      expect(refusedRow).toHaveTextContent("Package: No seat is free at the student's school"),
    );
    expect(screen.getByText('Import the valid rows (1)')).toBeInTheDocument();
  });
});
