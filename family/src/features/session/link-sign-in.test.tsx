import type { FamilySession } from '@rihla/shared/contracts/family';
import { mobileApi } from '@rihla/shared/mobile/mobile-api';
import { mobilePlace } from '@rihla/shared/mobile/mobile-locale';
import { SignedInPhoneApp } from '@rihla/shared/mobile-ui/signed-in-phone-app';
import { act } from 'react';
import { MESSAGES } from '../../messages';
import { renderInFamily } from '../../test/render-in-family';
import { LinkSignIn } from './link-sign-in';
import { familySession } from './session';

const SESSION: FamilySession = {
  parent: { id: '5b2d8c1e-3f4a-4b5c-9d6e-7f8091a2b3c4', name: 'نورة سعد القحطاني', phone: '+966561234500' },
  guardian: { id: '6c3e9d2f-4a5b-4c6d-8e7f-8091a2b3c4d5', name: 'منيرة سعد القحطاني' },
  expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
};
const problem = (status: number, code: string, title: string) =>
  new Response(JSON.stringify({ type: 'about:blank', status, code, title }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

describe('signing the family app in by a link sent by e-mail', () => {
  let host: HTMLElement;
  let unmount: () => void;
  let asked: { method: string; path: string; body: unknown }[];

  /** The app at `url`; the API answers the link with `linkAnswer`, anything else with no session. */
  const open = (url: string, linkAnswer: () => Response) => {
    window.history.replaceState(null, '', url);
    localStorage.clear();
    asked = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? await request.json() : undefined;
      asked.push({ method: request.method, path, body });
      if (path === '/api/v1/family/auth/link/verify') return linkAnswer();
      if (path === '/api/v1/family/auth/link') return new Response(null, { status: 202 });
      return problem(401, 'family.sessionRequired', 'Sign in with your mobile number');
    });
    const place = mobilePlace('family', window.location.pathname);
    ({ host, unmount } = renderInFamily(
      <SignedInPhoneApp
        place={place}
        api={mobileApi(place.locale)}
        session={familySession}
        copy={MESSAGES[place.locale]}
        otherSignIn={<LinkSignIn />}
      >
        {(signedIn) => <p data-signed-in>{signedIn.guardian?.name ?? signedIn.parent.name}</p>}
      </SignedInPhoneApp>,
      window.location.pathname,
    ));
  };
  const type = async (label: string, value: string) => {
    const input = [...host.querySelectorAll('label')]
      .find((l) => l.textContent?.startsWith(label))
      ?.querySelector('input') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setValue?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      (input.form as HTMLFormElement).requestSubmit();
    });
  };
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });

  it("signs a guardian in from the e-mail's link before anything else, and leaves no token in the address", async () => {
    open('/family#link=Q2xhc3NpY1Rva2VuVmFsdWVGb3JUZXN0aW5nT25seQ', () => Response.json(SESSION));
    await vi.waitFor(() =>
      expect(host.querySelector('[data-signed-in]')?.textContent).toBe('منيرة سعد القحطاني'),
    );
    expect(asked[0]).toEqual({
      method: 'POST',
      path: '/api/v1/family/auth/link/verify',
      body: { token: 'Q2xhc3NpY1Rva2VuVmFsdWVGb3JUZXN0aW5nT25seQ' },
    });
    expect(window.location.pathname).toBe('/family');
    expect(window.location.hash).toBe('');
  });

  it('says a used or expired link no longer works, then offers the code and a new link, in English', async () => {
    open('/en/family#link=Q2xhc3NpY1Rva2VuVmFsdWVGb3JUZXN0aW5nT25seQ', () =>
      problem(
        401,
        'family.linkInvalid',
        'This sign-in link no longer works: it was used or has expired. Ask for a new link or a code',
      ),
    );
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe(
        'This sign-in link no longer works: it was used or has expired. Ask for a new link or a code',
      ),
    );
    expect(window.location.hash).toBe('');
    expect(host.querySelector('[data-signed-in]')).toBeNull();
    expect([...host.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Sign in',
      'Or a link by e-mail',
    ]);

    await type('E-mail address', ' Muneera@Example.sa ');
    await vi.waitFor(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe(
        'If this address is on file, we sent a sign-in link to \u2068Muneera@Example.sa\u2069. It works once, for 15 minutes.',
      ),
    );
    expect(asked.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/family/auth/link',
      body: { email: 'Muneera@Example.sa' },
    });
  });

  it('sends a link from the Arabic sign-in page', async () => {
    open('/family', () => Response.json(SESSION));
    await vi.waitFor(() => expect(host.querySelectorAll('h2')).toHaveLength(2));
    expect(host.querySelectorAll('h2')[1]?.textContent).toBe('أو رابط بالبريد الإلكتروني');
    await type('البريد الإلكتروني', 'noura@example.sa');
    await vi.waitFor(() => expect(host.querySelector('[role="status"]')?.textContent).toContain('15 دقيقة'));
  });

  it('signs in when the link is opened while the sign-in page is already showing', async () => {
    open('/en/family', () => Response.json(SESSION));
    await vi.waitFor(() => expect(host.querySelectorAll('h2')).toHaveLength(2));
    await act(async () => {
      window.location.hash = 'link=Q2xhc3NpY1Rva2VuVmFsdWVGb3JUZXN0aW5nT25seQ';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await vi.waitFor(() =>
      expect(host.querySelector('[data-signed-in]')?.textContent).toBe('منيرة سعد القحطاني'),
    );
    expect(asked.at(-1)?.path).toBe('/api/v1/family/auth/link/verify');
    expect(window.location.hash).toBe('');
  });
});
