import type { NoticePreferences } from '@rihla/shared/contracts/notices';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aNotice, aParent, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import ParentDetailsPage from './parent-details-page';

const preferences: NoticePreferences = {
  parentId: aParent().id,
  channels: ['email', 'sms'],
  language: 'ar',
  quietFrom: '21:00',
  quietUntil: '06:30',
  nearMinutes: 10,
  version: 0,
};

function setup(locale: 'ar' | 'en' = 'en') {
  const saved: unknown[] = [];
  const view = renderPage(<ParentDetailsPage />, {
    url: pathTo('parent-details', { id: aParent().id }),
    route: routeOf('parent-details'),
    locale,
    role: 'dispatcher',
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'PUT') {
        const body = await request.json();
        saved.push(body);
        return json({ ...preferences, ...body, version: 1 });
      }
      if (path.endsWith('/history')) return json(page([]));
      if (path.endsWith('/family-sessions')) return json({ items: [] });
      if (path.endsWith('/subscriptions')) return json(page([]));
      if (path.endsWith('/notices')) return json(page([aNotice({ status: 'sent', lastError: null })]));
      if (path.endsWith('/notice-preferences')) return json(preferences);
      return json(aParent());
    },
  });
  return { ...view, saved };
}

describe('parent details', () => {
  it('shows children, guardians, pick-up people and the balance owed', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'نورة سعد القحطاني' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reem Saad Al-Qahtani' })).toBeInTheDocument();
    expect(screen.getByText('Other guardians')).toBeInTheDocument();
    expect(screen.getByText('سعد محمد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('فهد سعد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('SAR 250.00')).toBeInTheDocument();
    expect(await screen.findByText('No subscriptions')).toBeInTheDocument();
    expect(await screen.findByText('Trip disrupted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "All of this parent's notices" })).toHaveAttribute(
      'href',
      `/en/dashboard/notifications?parentId=${aParent().id}`,
    );
  });
});

describe("a parent's notice preferences", () => {
  it('saves the channels and quiet hours at the version read', async () => {
    const { saved, shell } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'WhatsApp' }));
    expect(screen.getByLabelText('Quiet from')).toHaveValue('21:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      channels: ['email', 'sms', 'whatsapp'],
      language: 'ar',
      quietFrom: '21:00',
      quietUntil: '06:30',
      nearMinutes: 10,
      version: 0,
    });
    await waitFor(() => expect(shell.toasts.map((m) => m.summary)).toContain('Notice preferences saved'));
  });

  it('refuses a parent with no channel, in Arabic, before asking the API', async () => {
    const { saved } = setup('ar');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'بريد إلكتروني' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'رسالة نصية' }));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التفضيلات' }));
    expect(await screen.findByText('اختر قناة واحدة على الأقل')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
