import type { CrewSession } from '@rihla/shared/contracts/crew';
import { SignedInPhoneApp } from '@rihla/shared/mobile-ui/signed-in-phone-app';
import { act } from 'react';
import { MESSAGES } from '../../messages';
import { renderCrew, settle } from '../../test/render-crew';
import { PairingSignIn } from './pairing-sign-in';
import { crewSession } from './session';

const SESSION: CrewSession = {
  member: {
    id: '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    fullName: 'سالم الحربي',
    role: 'driver',
    phone: '+966501234567',
  },
  expiresAt: new Date(Date.now() + 14 * 3_600_000).toISOString(),
};
const problem = (status: number, code: string, title: string) =>
  new Response(JSON.stringify({ type: 'about:blank', status, code, title }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

describe('signing the crew app in with a pairing code', () => {
  let host: HTMLElement;
  let unmount: () => void;
  let asked: { method: string; path: string; body: unknown }[];

  /** The app at `url`; the API answers the pairing with `pairAnswer`, anything else with no session. */
  const open = async (url: string, pairAnswer: () => Response) => {
    window.history.replaceState(null, '', url);
    localStorage.clear();
    asked = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? await request.json() : undefined;
      asked.push({ method: request.method, path, body });
      if (path === '/api/v1/crew/auth/pair') return pairAnswer();
      return problem(401, 'crew.sessionRequired', 'سجّل الدخول برقم جوالك');
    });
    ({ host, unmount } = await renderCrew((value) => (
      <SignedInPhoneApp
        {...value}
        session={crewSession}
        copy={MESSAGES[value.place.locale]}
        otherSignIn={<PairingSignIn />}
      >
        {(signedIn) => <p data-signed-in>{signedIn.member.fullName}</p>}
      </SignedInPhoneApp>
    )));
  };
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });

  it("signs in from the QR's link before anything else, and leaves no code in the address", async () => {
    await open('/crew/pair#K7MQ2XW9RT', () => Response.json(SESSION));
    await settle();
    expect(asked[0]).toEqual({
      method: 'POST',
      path: '/api/v1/crew/auth/pair',
      body: { code: 'K7MQ2XW9RT' },
    });
    expect(host.querySelector('[data-signed-in]')?.textContent).toBe('سالم الحربي');
    expect(window.location.pathname).toBe('/crew');
    expect(window.location.hash).toBe('');
    // Kept for offline use like a code's session.
    expect(JSON.parse(localStorage.getItem('rihla.crew.session') ?? 'null')).toMatchObject({
      member: { id: SESSION.member.id },
    });
  });

  it('says why a used link is refused, then signs in with the code typed by hand, in English', async () => {
    let answer = () =>
      problem(401, 'crew.pairingUsed', 'The pairing code was already used: ask the dispatcher for a new one');
    await open('/en/crew/pair#K7MQ2XW9RT', () => answer());
    await settle();
    expect(window.location.pathname).toBe('/en/crew');
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'The pairing code was already used: ask the dispatcher for a new one',
    );
    expect(host.querySelector('[data-signed-in]')).toBeNull();
    // The text message's form and the pairing form are both there.
    const headings = [...host.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Sign in', 'Paired by the office']);

    answer = () => Response.json(SESSION);
    const input = [...host.querySelectorAll('label')]
      .find((label) => label.textContent?.startsWith('Pairing code'))
      ?.querySelector('input') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setValue?.call(input, 'k7mq2-xw9rt');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('K7MQ2-XW9RT');
    await act(async () => {
      (input.form as HTMLFormElement).requestSubmit();
    });
    await settle();
    expect(asked.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/crew/auth/pair',
      body: { code: 'K7MQ2-XW9RT' },
    });
    expect(host.querySelector('[data-signed-in]')?.textContent).toBe('سالم الحربي');
  });

  it('reads the session as before on any other page of the app', async () => {
    await open('/crew', () => Response.json(SESSION));
    await settle();
    expect(asked.map((a) => a.path)).toEqual(['/api/v1/crew/me']);
    expect(host.querySelector('[data-signed-in]')).toBeNull();
  });
});
