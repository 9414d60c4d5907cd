import type { FormEvent } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { LocaleProvider } from '../messages-context';
import { FILLED_FORM as filled } from './test-values';
import { useRegistrationSubmit } from './use-registration-submit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const submitEvent = { preventDefault() {} } as FormEvent;

describe('sending the registration form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends one request for a double tap and says it is sending until the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    let form!: ReturnType<typeof useRegistrationSubmit>;
    function Probe() {
      form = useRegistrationSubmit(filled, () => {});
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <LocaleProvider value="en">
          <Probe />
        </LocaleProvider>,
      ),
    );

    let first!: Promise<void>;
    await act(async () => {
      // Two taps before the page re-renders (the button is disabled only after that).
      first = form.onSubmit(submitEvent);
      void form.onSubmit(submitEvent);
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(form.sending).toBe(true);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);

    await act(async () => {
      answer(new Response(JSON.stringify({ reference: 'RQ-7F3K2A' }), { status: 201 }));
      await first;
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(form.sending).toBe(false);
    expect(form.outcome).toEqual({ kind: 'sent', reference: 'RQ-7F3K2A', phone: '+966551234567' });
    act(() => root.unmount());
  });
});
