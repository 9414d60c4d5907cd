import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aNotice, aParent, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import NoticeListPage from './notice-list-page';

const path = pathTo('notice-list');
const sent = aNotice({
  id: 'b1c1a52e-2b1e-4d0a-9c57-1f0e8b7a6d02',
  event: 'registration-approved',
  channel: 'email',
  status: 'sent',
  address: 'noura@example.sa',
  lastError: null,
  sentAt: '2026-11-20T07:01:00Z',
});
const unsent = aNotice({
  id: 'b1c1a52e-2b1e-4d0a-9c57-1f0e8b7a6d03',
  status: 'unsent',
  address: '+966551234999',
  lastError: 'notices.noChannel',
  attempts: 0,
});

function setup(options: { role?: 'viewer' | 'dispatcher'; locale?: 'ar' | 'en'; url?: string } = {}) {
  const requests: Request[] = [];
  const view = renderPage(<NoticeListPage />, {
    url: options.url ?? path,
    route: routeOf('notice-list'),
    role: options.role,
    locale: options.locale,
    fetch: async (request) => {
      requests.push(request);
      const url = new URL(request.url);
      if (url.pathname.endsWith('/retry')) return json({ ...aNotice(), status: 'pending', attempts: 0 });
      if (url.pathname.endsWith('/parents')) return json(page([aParent()]));
      if (url.pathname.includes('/parents/')) return json(aParent());
      return json(page([aNotice(), sent, unsent]));
    },
  });
  const noticeLists = () => requests.filter((r) => new URL(r.url).pathname.endsWith('/notices'));
  return { ...view, requests, noticeLists };
}

describe('notifications screen', () => {
  it('shows each notice with its status in words, in English', async () => {
    setup({ locale: 'en', role: 'dispatcher' });
    expect(await screen.findByText('Not sent: no channel configured')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('HTTP 503')).toBeInTheDocument();
    expect(screen.getByText('Registration approved')).toBeInTheDocument();
    // Only what did not go out can be sent again.
    expect(screen.getAllByRole('button', { name: /^Send again to/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Send again to noura@example.sa' })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: /expand row/i })[0]!);
    expect(await screen.findByText('تعطلت حافلة رحلة اليوم، وسنرسل حافلة بديلة.')).toBeInTheDocument();
    expect(screen.getByText('5 attempts')).toBeInTheDocument();
  });

  it('sends a failed notice again once, however quickly it is clicked twice, and says so, in Arabic', async () => {
    const { requests, shell } = setup({ role: 'dispatcher' });
    const retryButton = await screen.findByRole('button', { name: 'أعد الإرسال إلى +966551234567' });
    fireEvent.click(retryButton);
    fireEvent.click(retryButton);
    await waitFor(() => expect(shell.toasts.map((m) => m.summary)).toContain('سيعاد إرسال الإشعار'));
    const retries = requests.filter((r) => r.method === 'POST');
    expect(retries).toHaveLength(1);
    expect(new URL(retries[0]!.url).pathname).toMatch(
      /\/notices\/b1c1a52e-2b1e-4d0a-9c57-1f0e8b7a6d01\/retry$/,
    );
  });

  it('offers no retry to a viewer', async () => {
    setup({ role: 'viewer', locale: 'en' });
    await screen.findByText('Failed');
    expect(screen.queryByRole('button', { name: /^Send again to/ })).toBeNull();
  });

  it('asks the API for the filters kept in the URL', async () => {
    const { noticeLists } = setup({
      locale: 'en',
      url: withQuery(path, { status: 'failed', channel: 'sms', from: '2026-11-01', to: '2026-11-20' }),
    });
    await screen.findByText('Failed');
    const asked = new URL(noticeLists()[0]!.url).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      status: 'failed',
      channel: 'sms',
      from: '2026-11-01',
      to: '2026-11-20',
    });
  });
});
