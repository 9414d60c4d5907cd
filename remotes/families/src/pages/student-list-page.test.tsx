import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aStudent, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import StudentListPage from './student-list-page';

const route = '/dashboard/students-screen';

describe('student list', () => {
  it('sends the search box to the API q and links each student to their details', async () => {
    const requests: Request[] = [];
    renderPage(<StudentListPage />, {
      url: route,
      route,
      fetch: (request) => {
        requests.push(request);
        return json(page(new URL(request.url).pathname.endsWith('/schools') ? [] : [aStudent()]));
      },
    });
    expect(await screen.findByRole('link', { name: 'إبراهيم سعد الحربي' })).toHaveAttribute(
      'href',
      `/dashboard/students-screen/student-details/${aStudent().id}`,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ابراهيم' } });
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).searchParams.get('q') === 'ابراهيم')).toBe(true),
    );
    expect(screen.getByText('الثالث')).toBeInTheDocument();
  });
});
