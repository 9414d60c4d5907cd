import type { ReportSend, ScheduledReport } from '@rihla/shared/contracts/scheduled-reports';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import ScheduledReportsPage from './scheduled-reports-page';

const route = routeOf('scheduled-reports');

const weekly: ScheduledReport = {
  id: '00000000-0000-4000-8000-00000000000a',
  kind: 'ridership',
  schoolId: '00000000-0000-4000-8000-00000000000b',
  schoolNameAr: 'مدرسة الأندلس',
  schoolNameEn: 'Al-Andalus School',
  frequency: 'weekly',
  weekday: 0,
  dayOfMonth: null,
  time: '06:30',
  cron: '30 6 * * 0',
  timeZone: 'Asia/Riyadh',
  format: 'pdf',
  recipients: ['principal@andalus.test'],
  language: 'ar',
  nextRunAt: '2026-12-13T03:30:00.000Z',
  lastSentAt: null,
};

const waiting: ReportSend = {
  id: '00000000-0000-4000-8000-00000000000c',
  reportId: weekly.id,
  kind: 'ridership',
  schoolNameAr: 'مدرسة الأندلس',
  schoolNameEn: 'Al-Andalus School',
  format: 'pdf',
  slotAt: null,
  periodFrom: '2026-11-29',
  periodTo: '2026-12-05',
  createdAt: '2026-12-07T05:00:00.000Z',
  deliveries: [
    { address: 'principal@andalus.test', status: 'pending', sentAt: null, lastError: 'ECONNREFUSED' },
  ],
};

function setup(locale: 'ar' | 'en', onPost: (count: number) => void = () => undefined) {
  const posted: unknown[] = [];
  const view = renderPage(<ScheduledReportsPage />, {
    url: pathTo('scheduled-reports'),
    route,
    role: 'admin',
    locale,
    fetch: async (request) => {
      const target = new URL(request.url);
      if (request.method === 'POST') {
        const sendNow = target.pathname.endsWith('/send');
        posted.push(sendNow ? target.pathname : await request.json());
        onPost(posted.length);
        if (target.pathname.endsWith('/scheduled-reports')) return json(weekly, 201);
        if (sendNow) return json(waiting, 201);
      }
      if (target.pathname.endsWith('/scheduled-reports/sends')) return json([waiting]);
      if (target.pathname.endsWith('/scheduled-reports')) return json([weekly]);
      return json({ items: [], total: 0, page: 1, pageSize: 100 });
    },
  });
  return { ...view, posted };
}

describe('scheduled reports page', () => {
  it('says each schedule in plain terms and shows who is still waiting for a report', async () => {
    setup('en');
    const row = (await screen.findByText('Weekly on Sunday at 06:30')).closest('tr')!;
    expect(within(row).getByText('Ridership and on-time — Al-Andalus School')).toBeInTheDocument();
    expect(within(row).getByText('PDF · العربية')).toBeInTheDocument();
    const log = (await screen.findByText('2026-11-29 – 2026-12-05')).closest('tr')!;
    expect(within(log).getByText('Waiting')).toBeInTheDocument();
    expect(within(log).getByText('Send now')).toBeInTheDocument();
  });

  it('sends a report once when Send now is clicked twice before it shows it is busy', async () => {
    const { posted, shell } = setup('en');
    const send = await screen.findByRole('button', {
      name: 'Send now: Ridership and on-time — Al-Andalus School',
    });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(shell.toasts).toEqual([expect.objectContaining({ severity: 'success' })]));
    expect(posted).toEqual([`/api/v1/scheduled-reports/${weekly.id}/send`]);
  });

  it('refuses a schedule without a recipient in Arabic, without asking the API', async () => {
    const { posted } = setup('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'تقرير مجدول جديد' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'حفظ' }));
    expect(
      await within(drawer).findByText('أضف بريدًا إلكترونيًا واحدًا على الأقل يُرسل إليه التقرير'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('saves one schedule when Save is clicked again before the button shows it is busy', async () => {
    let clickAgain: () => void = () => undefined;
    // The second click of a double click, while the first save is on its way.
    const { posted, shell } = setup('en', (count) => {
      if (count === 1) clickAgain();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New scheduled report' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByRole('combobox', { name: 'Recipients' }), {
      target: { value: 'principal@andalus.test,' },
    });
    const save = within(drawer).getByRole('button', { name: 'Save' });
    clickAgain = () => fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({ severity: 'success', summary: 'The schedule was saved' }),
      ),
    );
    // Time for a second save's answer, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([expect.objectContaining({ recipients: ['principal@andalus.test'] })]);
    expect(shell.toasts.filter((toast) => toast.severity === 'error')).toEqual([]);
  });
});
