import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { useDeleteAction } from './use-delete-action';

const record = { id: '11111111-1111-4111-8111-111111111111', version: 3, name: 'Coaster' };

function DeleteButton() {
  const remove = useDeleteAction<typeof record>({
    path: 'buses',
    invalidate: [['fleet', 'buses']],
    doneSummary: (r) => `${r.name} deleted`,
  });
  return (
    <button type="button" onClick={() => remove(record)}>
      delete
    </button>
  );
}

const problem = (status: number, code: string, title: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title, status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

describe('useDeleteAction', () => {
  it('deletes the version the operator saw and says so in their words', async () => {
    const requests: Request[] = [];
    const { shell } = renderWithShell(<DeleteButton />, {
      fetch: (request) => {
        requests.push(request);
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe(`http://rihla.test/api/v1/buses/${record.id}?version=3`);
    expect(shell.toasts[0]).toMatchObject({ severity: 'success', summary: 'Coaster deleted' });
  });

  it('explains a stale version instead of showing the raw error', async () => {
    const { shell } = renderWithShell(<DeleteButton />, {
      fetch: () => problem(409, 'conflict.stale', 'Conflict'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(shell.toasts[0]).toMatchObject({
      severity: 'error',
      summary: 'عدّل شخص آخر هذا السجل قبل حذفه، فحُدّثت القائمة. راجعه ثم أعد المحاولة إن لزم.',
      detail: undefined,
    });
  });

  it('shows any other failure with the API message', async () => {
    const { shell } = renderWithShell(<DeleteButton />, {
      locale: 'en',
      fetch: () => problem(422, 'bus.assigned', 'The bus has an assigned driver'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(shell.toasts[0]).toMatchObject({
      severity: 'error',
      summary: 'Could not delete',
      detail: 'The bus has an assigned driver',
    });
  });
});
