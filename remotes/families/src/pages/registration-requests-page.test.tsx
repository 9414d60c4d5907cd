import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aRequest, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import RegistrationRequestsPage from './registration-requests-page';

const path = pathTo('registration-requests');

function setup(
  options: {
    role?: 'viewer' | 'dispatcher';
    locale?: 'ar' | 'en';
    url?: string;
    items?: ReturnType<typeof aRequest>[];
  } = {},
) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  const view = renderPage(<RegistrationRequestsPage />, {
    url: options.url ?? path,
    route: routeOf('registration-requests'),
    role: options.role,
    locale: options.locale,
    fetch: async (request) => {
      requests.push(request);
      const url = new URL(request.url);
      if (request.method === 'POST') bodies.push(await request.json());
      if (url.pathname.endsWith('/approve')) return json(aRequest({ status: 'approved', version: 2 }));
      if (url.pathname.endsWith('/reject')) return json(aRequest({ status: 'rejected', version: 2 }));
      if (url.pathname.endsWith('/bulk-approve'))
        return json({
          results: [
            { id: aRequest().id, reference: 'RQ-7F3K2A', status: 'approved', code: null, message: null },
          ],
        });
      if (url.pathname.endsWith('/seat-capacities'))
        return json([
          { schoolId: aRequest().schoolId, school: aRequest().school, seats: 30, taken: 28, waiting: 1 },
        ]);
      if (url.pathname.endsWith('/schools')) return json(page([aRequest().school]));
      return json(
        page(
          options.items ?? [
            aRequest(),
            aRequest({
              id: '7a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d02',
              reference: 'RQ-9XK4PM',
              status: 'rejected',
            }),
          ],
        ),
      );
    },
  });
  return { ...view, requests, bodies };
}

describe('registration requests queue', () => {
  it('marks a likely repeat in the queue and links, on the request, the records it resembles', async () => {
    const studentId = '9b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d03';
    setup({
      items: [
        aRequest({
          possibleDuplicates: [
            { kind: 'student', id: studentId, nameAr: 'سارة الدوسري', nameEn: 'Sarah Al-Dosari' },
            { kind: 'request', id: '7a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d09', reference: 'RQ-2B3C4D' },
          ],
        }),
        aRequest({ id: '7a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d02', reference: 'RQ-9XK4PM' }),
      ],
    });
    const flagged = (await screen.findByText('RQ-7F3K2A')).closest('tr')!;
    expect(within(flagged).getByText('تكرار محتمل')).toBeInTheDocument();
    const other = screen.getByText('RQ-9XK4PM').closest('tr')!;
    expect(within(other).queryByText('تكرار محتمل')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'مراجعة الطلب RQ-7F3K2A' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'سارة الدوسري' })).toHaveAttribute(
      'href',
      pathTo('student-details', { id: studentId }),
    );
    expect(within(drawer).getByRole('link', { name: 'RQ-2B3C4D' })).toHaveAttribute(
      'href',
      withQuery(path, { q: 'RQ-2B3C4D' }),
    );
  });

  it('filters by status through the URL and the API', async () => {
    const { requests } = setup({ url: withQuery(path, { status: 'waitlisted' }) });
    await screen.findByText('RQ-7F3K2A');
    const list = requests.find((r) => new URL(r.url).pathname.endsWith('/registration-requests'));
    expect(new URL(list!.url).searchParams.get('status')).toBe('waitlisted');
  });

  it('approves from the review drawer with the version read', async () => {
    const { bodies, shell } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'مراجعة الطلب RQ-7F3K2A' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('سارة عبدالله الدوسري')).toBeInTheDocument();
    expect(await within(drawer).findByText('مقعدان شاغران من 30 · 1 في الانتظار')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'قبول' }));
    await waitFor(() => expect(bodies).toEqual([{ version: 1 }]));
    await waitFor(() =>
      expect(shell.toasts.at(-1)?.summary).toBe('قُبل الطلب RQ-7F3K2A وأُنشئ الطالب واشتراكه'),
    );
  });

  it('approves once when Approve is clicked twice before it shows it is busy', async () => {
    const { bodies, shell } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'مراجعة الطلب RQ-7F3K2A' }));
    const drawer = await screen.findByRole('dialog');
    const approve = within(drawer).getByRole('button', { name: 'قبول' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() =>
      expect(shell.toasts.at(-1)?.summary).toBe('قُبل الطلب RQ-7F3K2A وأُنشئ الطالب واشتراكه'),
    );
    expect(bodies).toEqual([{ version: 1 }]);
  });

  it('asks for a reason before rejecting, in the page language', async () => {
    const { bodies } = setup({ locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Review request RQ-7F3K2A' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Reason for rejection' }), {
      target: { value: 'Outside the service area' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(bodies).toEqual([{ version: 1, reason: 'Outside the service area' }]));
  });

  it('bulk-approves the selected pending requests only', async () => {
    const { bodies } = setup();
    await screen.findByText('RQ-7F3K2A');
    expect(screen.getByRole('checkbox', { name: 'تحديد الطلب RQ-9XK4PM' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الطلب RQ-7F3K2A' }));
    fireEvent.click(screen.getByRole('button', { name: 'قبول المحدد (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'قبول' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [aRequest().id] }]));
  });

  it('lets a viewer read the queue without deciding', async () => {
    setup({ role: 'viewer' });
    fireEvent.click(await screen.findByRole('button', { name: 'مراجعة الطلب RQ-7F3K2A' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: 'قبول' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'تحديد الطلب RQ-7F3K2A' })).toBeNull();
  });
});
