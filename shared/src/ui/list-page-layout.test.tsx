import { fireEvent, screen } from '@testing-library/react';
import { pathTo } from '../routes/path-to';
import { renderWithShell } from '../test/render-with-shell';
import { ListPageLayout } from './list-page-layout';

const noFetch = () => new Response(null, { status: 500 });

describe('ListPageLayout', () => {
  it("offers the CSV and Excel exports in the operator's language and the add page, then filters and the table", () => {
    renderWithShell(
      <ListPageLayout
        title="الحافلات"
        exportHref="/api/v1/buses/export.csv?q=x"
        add={{ label: 'إضافة حافلة', path: pathTo('bus-add') }}
        filters={<input aria-label="بحث" />}
        error={null}
        onRetry={() => undefined}
      >
        <table aria-label="list" />
      </ListPageLayout>,
      { fetch: noFetch },
    );
    expect(screen.getByRole('heading', { name: 'الحافلات' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /تصدير CSV/ }).getAttribute('href')).toBe(
      '/api/v1/buses/export.csv?q=x&lang=ar',
    );
    expect(screen.getByRole('link', { name: /تصدير Excel/ }).getAttribute('href')).toBe(
      '/api/v1/buses/export.xlsx?q=x&lang=ar',
    );
    expect(screen.getByLabelText('بحث')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'list' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /إضافة حافلة/ }));
    expect(screen.getByTestId('path').textContent).toBe('/dashboard/bus-screen/add-bus');
  });

  it('has no add button when none is given, and offers a retry when the list failed', () => {
    const onRetry = vi.fn();
    renderWithShell(
      <ListPageLayout
        title="Buses"
        exportHref="/x.csv"
        filters={null}
        error={new Error('Server unavailable')}
        onRetry={onRetry}
      >
        {null}
      </ListPageLayout>,
      { locale: 'en', fetch: noFetch },
    );
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
    expect(screen.getByText('Could not load the list')).toBeTruthy();
    expect(screen.getByText('Server unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
