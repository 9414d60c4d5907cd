import { ProblemError } from '@rihla/shared/http/problem-error';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { LoadedRecord } from './loaded-record';

const noFetch = () => new Response(null, { status: 500 });
const query = (over: Partial<{ data: string; error: unknown; isError: boolean }>) => ({
  data: undefined,
  error: null,
  isError: false,
  refetch: vi.fn(),
  ...over,
});

describe('LoadedRecord', () => {
  it('shows the record once it is there, even if a later refetch failed', () => {
    renderWithShell(
      <LoadedRecord query={query({ data: 'Coaster', isError: true, error: new Error('x') })}>
        {(name) => <p>{name}</p>}
      </LoadedRecord>,
      { fetch: noFetch },
    );
    expect(screen.getByText('Coaster')).toBeTruthy();
  });

  it('says a missing record was not found', () => {
    const error = new ProblemError({ type: 'about:blank', title: 'Not found', status: 404 });
    renderWithShell(
      <LoadedRecord query={query({ isError: true, error })}>{() => <p>form</p>}</LoadedRecord>,
      { locale: 'en', fetch: noFetch },
    );
    expect(screen.getByText('Record not found')).toBeTruthy();
    expect(screen.queryByText('form')).toBeNull();
  });

  it('offers a retry when loading failed for another reason', () => {
    const failed = query({ isError: true, error: new Error('Network down') });
    renderWithShell(<LoadedRecord query={failed}>{() => <p>form</p>}</LoadedRecord>, {
      locale: 'en',
      fetch: noFetch,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while loading', () => {
    const { container } = renderWithShell(
      <LoadedRecord query={query({})}>{() => <p>form</p>}</LoadedRecord>,
      { fetch: noFetch },
    );
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText('form')).toBeNull();
  });
});
