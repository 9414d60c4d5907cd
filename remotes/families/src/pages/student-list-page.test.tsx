import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aStudent, page } from '../test/fixtures';
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
});
