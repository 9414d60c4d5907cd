import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { screen } from '@testing-library/react';
import { aStudent, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import StudentDetailsPage from './student-details-page';

const student = aStudent({ specialNeeds: 'يحتاج مقعدًا أماميًا' });

describe('student details', () => {
  it('shows the profile and names the school the history refers to by id', async () => {
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
                before: { schoolId: null, status: 'active' },
                after: { schoolId: student.schoolId, status: 'inactive' },
              },
            ]),
          );
        if (path.endsWith('/absences')) return json([]);
        if (path.endsWith('/subscriptions')) return json(page([]));
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
  });
});
