import { useShell } from '@rihla/shared/shell/shell-context';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LEDGER_READERS } from '../http/ledger-keys';
import { renderWithShell } from '../test/render-with-shell';
import { useToastedMutation } from './use-toasted-mutation';

const refused = () =>
  new Response(
    JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Already cancelled' }),
    { status: 409, headers: { 'content-type': 'application/problem+json' } },
  );

function PayButton() {
  const { api } = useShell();
  const pay = useToastedMutation({
    mutationFn: (): Promise<{ id: string }> => api.post('payments').json(),
    invalidate: LEDGER_READERS,
    success: () => 'booked',
  });
  return (
    <button type="button" onClick={() => pay.mutate()}>
      pay
    </button>
  );
}

function CancelButton({ quiet }: { quiet?: boolean }) {
  const { api } = useShell();
  const cancel = useToastedMutation({
    mutationFn: (id: string): Promise<{ reference: string }> => api.post(`subscriptions/${id}/cancel`).json(),
    invalidate: ['families'],
    success: (result, id) => `${result.reference} (${id}) cancelled`,
    quiet,
  });
  return (
    <>
      <button type="button" onClick={() => cancel.mutate('s1')}>
        cancel
      </button>
      <output data-testid="status">{cancel.status}</output>
    </>
  );
}

describe('useToastedMutation', () => {
  it('toasts the success in the caller’s words and refreshes the area', async () => {
    const { shell } = renderWithShell(<CancelButton />, {
      locale: 'en',
      fetch: () => new Response(JSON.stringify({ reference: 'RQ-1' }), { status: 200 }),
    });
    shell.queryClient.setQueryData(['families', 'parents', 'list', ''], { items: [] });
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(shell.toasts[0]).toMatchObject({ severity: 'success', summary: 'RQ-1 (s1) cancelled' });
    await waitFor(() =>
      expect(shell.queryClient.getQueryState(['families', 'parents', 'list', ''])?.isInvalidated).toBe(true),
    );
  });

  it('refreshes every area that shows a balance after a ledger write, and no other', async () => {
    const { shell } = renderWithShell(<PayButton />, {
      locale: 'en',
      fetch: () => new Response(JSON.stringify({ id: 'p1' }), { status: 201 }),
    });
    const parent = ['families', 'parents', 'detail', 'p1'];
    const balances = ['finance', 'balances', 'list', ''];
    const buses = ['fleet', 'buses', 'list', ''];
    for (const key of [parent, balances, buses]) shell.queryClient.setQueryData(key, { items: [] });
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await waitFor(() => expect(shell.queryClient.getQueryState(parent)?.isInvalidated).toBe(true));
    expect(shell.queryClient.getQueryState(balances)?.isInvalidated).toBe(true);
    expect(shell.queryClient.getQueryState(buses)?.isInvalidated).toBe(false);
  });

  it('toasts a refusal with the API’s words', async () => {
    const { shell } = renderWithShell(<CancelButton />, { locale: 'en', fetch: refused });
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'), { timeout: 5000 });
    expect(shell.toasts[0]).toMatchObject({
      severity: 'error',
      summary: 'The action could not be done',
      detail: 'Already cancelled',
    });
  });

  it('leaves a refusal to the form when quiet', async () => {
    const { shell } = renderWithShell(<CancelButton quiet />, { fetch: refused });
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'), { timeout: 5000 });
    expect(shell.toasts).toEqual([]);
  });
});
