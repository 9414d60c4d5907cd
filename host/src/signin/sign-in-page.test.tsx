import { pathTo } from '@rihla/shared/routes/path-to';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SignInPage } from './sign-in-page';
import { inSavedLocale, signInTarget } from './sign-in-target';
import { SIGN_IN_TEXTS } from './sign-in-texts';

const session = {
  operator: {
    id: '3f1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
    email: 'sara@rihla.sa',
    name: 'Sara',
    role: 'admin',
    locale: 'ar',
  },
  csrfToken: 'token',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

function problem(status: number, title: string, detail?: string) {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

function signIn(answer: () => Response | Promise<Response>, locale: 'ar' | 'en' = 'en') {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onSignedIn = vi.fn();
  render(<SignInPage locale={locale} texts={SIGN_IN_TEXTS[locale]} onSignedIn={onSignedIn} />);
  return { fetchMock, onSignedIn };
}

function submit(email: string, password: string, locale: 'ar' | 'en' = 'en') {
  const texts = SIGN_IN_TEXTS[locale];
  fireEvent.change(screen.getByLabelText(texts.email), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(texts.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: texts.submit }));
}

describe('sign-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cannot be sent before its script runs, so the password never goes into a URL', () => {
    const html = renderToString(
      <SignInPage locale="en" texts={SIGN_IN_TEXTS.en} onSignedIn={() => undefined} />,
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    signIn(() => new Response('{}'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('shows translated field errors before calling the API', async () => {
    const { fetchMock } = signIn(() => new Response(JSON.stringify(session)));
    submit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts to the API in the page's language and shows the API's message for a wrong password", async () => {
    const { fetchMock, onSignedIn } = signIn(
      () => problem(401, 'Unauthorized', 'البريد الإلكتروني أو كلمة المرور غير صحيحة'),
      'ar',
    );
    submit(' Sara@Rihla.sa ', 'wrong-password', 'ar');
    expect(await screen.findByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(new Headers(init?.headers).get('accept-language')).toBe('ar');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'sara@rihla.sa', password: 'wrong-password' });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: SIGN_IN_TEXTS.ar.submit })).toHaveProperty('disabled', false);
  });

  it('says to wait after too many attempts', async () => {
    signIn(() => problem(429, 'Too Many Requests'));
    submit('sara@rihla.sa', 'wrong-password');
    expect(await screen.findByText('Too many sign-in attempts. Wait a minute, then try again.')).toBeTruthy();
  });

  it('says when the server cannot be reached', async () => {
    signIn(() => Promise.reject(new TypeError('Failed to fetch')));
    submit('sara@rihla.sa', 'a-password');
    expect(
      await screen.findByText('The server could not be reached. Check the connection and try again.'),
    ).toBeTruthy();
  });

  it("opens the console in the operator's saved language once signed in", async () => {
    const { onSignedIn } = signIn(() => new Response(JSON.stringify(session)));
    submit('sara@rihla.sa', 'correct-password');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('ar'));
    // The page stays busy until the console replaces it.
    expect(button).toHaveProperty('disabled', true);
  });

  it('links to the other language, keeping where to go after signing in', async () => {
    const back = encodeURIComponent(localizedPath(pathTo('bus-list'), 'en'));
    window.history.replaceState(null, '', `/en/login?redirect=${back}`);
    signIn(() => new Response('{}'));
    const link = screen.getByRole('link', { name: 'العربية' });
    await vi.waitFor(() => expect(link.getAttribute('href')).toBe(`/login?redirect=${back}`));
    expect(link.getAttribute('lang')).toBe('ar');
  });
});

describe('where signing in leads', () => {
  const origin = 'http://rihla.test';
  const overview = pathTo('overview');
  const buses = pathTo('bus-list');
  const en = (path: string) => localizedPath(path, 'en');
  const query = (path: string) => `?redirect=${encodeURIComponent(path)}`;

  it('returns to the asked-for page of the console, never to another site', () => {
    expect(signInTarget(query(en(buses)), 'en')).toBe(en(buses));
    expect(signInTarget(query('https://evil.test'), 'en')).toBe(en(overview));
    expect(signInTarget(query('//evil.test'), 'ar')).toBe(overview);
    expect(signInTarget('', 'ar')).toBe(overview);
  });

  it("opens the page in the operator's saved language, whatever the sign-in page's", () => {
    expect(inSavedLocale(`${en(buses)}?page=2`, 'ar', origin)).toBe(`${buses}?page=2`);
    expect(inSavedLocale(overview, 'en', origin)).toBe(en(overview));
    expect(inSavedLocale(en(overview), null, origin)).toBe(en(overview));
  });
});

describe('the code step of an operator with a second factor', () => {
  afterEach(() => vi.unstubAllGlobals());

  const challenge = { secondFactor: 'required', challenge: 'the-challenge', rememberDeviceDays: 30 };
  const codeProblem = (code: string, title: string) =>
    new Response(JSON.stringify({ type: 'about:blank', title, status: 401, code }), {
      status: 401,
      headers: { 'content-type': 'application/problem+json' },
    });

  /** Answers the password with a challenge, then each code with the next of `codeAnswers`. */
  function signInWithCode(codeAnswers: Response[], locale: 'ar' | 'en' = 'en') {
    const answers = [new Response(JSON.stringify(challenge)), ...codeAnswers];
    const result = signIn(() => answers.shift() ?? new Response('{}'), locale);
    submit('sara@rihla.sa', 'right-password', locale);
    return result;
  }

  it('asks for the code after the password and signs in with it, remembering the device when asked', async () => {
    const { fetchMock, onSignedIn } = signInWithCode([new Response(JSON.stringify(session))]);
    const code = await screen.findByLabelText('Code');
    expect(screen.getByRole('heading', { name: 'Verification code' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByLabelText('Remember this device for 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('ar'));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/v1/auth/login/code');
    expect(JSON.parse(String(init?.body))).toEqual({
      challenge: 'the-challenge',
      code: '123 456',
      rememberDevice: true,
    });
  });

  it("shows the API's translated message for a wrong code and stays on the code step", async () => {
    const { onSignedIn } = signInWithCode(
      [
        codeProblem(
          'auth.codeWrong',
          'الرمز غير صحيح، أدخل الرمز الذي يعرضه تطبيق المصادقة الآن أو رمز استرداد',
        ),
      ],
      'ar',
    );
    fireEvent.change(await screen.findByLabelText('الرمز'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'تحقّق ودخول' }));
    expect(await screen.findByText(/الرمز غير صحيح/)).toBeTruthy();
    expect(screen.getByLabelText('الرمز')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the code before sending an empty one', async () => {
    const { fetchMock } = signInWithCode([]);
    await screen.findByLabelText('Code');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the code')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password when the code step took too long', async () => {
    signInWithCode([
      codeProblem('auth.challengeExpired', 'The code step took too long: enter your password again'),
    ]);
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code step took too long: enter your password again')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
