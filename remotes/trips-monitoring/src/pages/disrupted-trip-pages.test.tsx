import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aDisruption, emptyList } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import DisruptedTripListPage from './disrupted-trip-list-page';
import DisruptedTripUpdatePage from './disrupted-trip-update-page';

describe('disrupted trips', () => {
  it('lists disruptions with their reason and state, filtered from the URL', async () => {
    const requests: URL[] = [];
    renderPage(<DisruptedTripListPage />, {
      url: `${pathTo('disrupted-trip-list')}?status=open`,
      route: routeOf('disrupted-trip-list'),
      fetch: (request) => {
        requests.push(new URL(request.url));
        return json({ items: [aDisruption()], total: 1, page: 1, pageSize: 20 });
      },
    });
    expect(await screen.findByRole('link', { name: 'الملز - ذهاب' })).toBeInTheDocument();
    expect(screen.getByText('عطل فني')).toBeInTheDocument();
    expect(screen.getByText('20 دقيقة')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('status')).toBe('open');
  });

  it('resolves an open disruption with an outcome and a resolution', async () => {
    const sent: unknown[] = [];
    const disruption = aDisruption();
    // As the API does: once resolved, the disruption reads resolved (and the resolve card goes).
    let current = disruption;
    const { shell } = renderPage(<DisruptedTripUpdatePage />, {
      url: pathTo('disrupted-trip-update', { id: disruption.id }),
      route: routeOf('disrupted-trip-update'),
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/resolve')) {
          sent.push(await request.json());
          current = aDisruption({
            status: 'resolved',
            outcome: 'completed',
            version: 2,
            trip: { ...disruption.trip, status: 'completed' },
          });
          return json(current);
        }
        if (path.endsWith(`/disruptions/${disruption.id}`)) return json(current);
        return json(emptyList());
      },
    });
    expect(await screen.findByRole('textbox', { name: 'ملاحظات' })).toHaveTextContent('انفجار إطار');
    // "Parents told" is the count of parents a notice reached, not a switch.
    expect(screen.getByText('وليّا أمر')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'مكتملة' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'المعالجة' }), {
      target: { value: 'وصلت حافلة بديلة' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'معالجة' }));
    await waitFor(() =>
      expect(sent).toEqual([{ outcome: 'completed', resolution: 'وصلت حافلة بديلة', version: 1 }]),
    );
    await waitFor(() => expect(shell.toasts.at(-1)?.summary).toBe('عولج التعطل وأصبحت الرحلة مكتملة'));
  });
});
