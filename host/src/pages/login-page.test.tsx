import { createApiClient } from '@rihla/shared/http/api-client';
import { pathTo } from '@rihla/shared/routes/path-to';
import { ShellContext, type ShellServices } from '@rihla/shared/shell/shell-context';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore, useSession } from '../app/session-store';
import { initI18n } from '../i18n/i18n';
import { LoginPage } from './login-page';

const session = {
  operator: {
    id: '3f1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
    email: 'sara@rihla.sa',
    name: 'Sara',
    role: 'admin',
  },
  csrfToken: 'token',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

function problem(status: number, title: string) {
  return new Response(JSON.stringify({ type: 'about:blank', title, status }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

function Shell({ answer, children }: { answer: () => Response; children: React.ReactNode }) {
  const current = useSession();
  const api = createApiClient({
    baseUrl: 'http://rihla.test/api/v1',
    getCsrfToken: () => undefined,
    getLocale: () => 'en',
    fetch: async () => answer(),
  });
  const shell = { locale: 'en', api, session: current, localePath: (p: string) => `/en${p}` };
  return <ShellContext.Provider value={shell as unknown as ShellServices}>{children}</ShellContext.Provider>;
}

function signIn(answer: () => Response) {
  const router = createMemoryRouter(
    [
      {
        path: '/en/login',
        element: (
          <Shell answer={answer}>
            <LoginPage />
          </Shell>
        ),
      },
      { path: '/en/dashboard/bus-screen', element: <h1>Buses page</h1> },
      { path: pathTo('bus-list'), element: <h1>صفحة الحافلات</h1> },
    ],
    { initialEntries: ['/en/login?redirect=%2Fen%2Fdashboard%2Fbus-screen'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => sessionStore.set(null));

  it('shows translated field errors before calling the API', async () => {
    const answer = vi.fn(() => new Response(JSON.stringify(session)));
    signIn(answer);
    submit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(answer).not.toHaveBeenCalled();
  });

  it("shows the API's message for a wrong password", async () => {
    signIn(() => problem(401, 'The email or password is not correct'));
    submit('sara@rihla.sa', 'wrong-password');
    expect(await screen.findByText('The email or password is not correct')).toBeTruthy();
  });

  it('says to wait after too many attempts', async () => {
    signIn(() => problem(429, 'Too Many Requests'));
    submit('sara@rihla.sa', 'wrong-password');
    expect(await screen.findByText('Too many sign-in attempts. Wait a minute, then try again.')).toBeTruthy();
  });

  it('returns to the asked-for page after signing in', async () => {
    const router = signIn(() => new Response(JSON.stringify(session)));
    submit('Sara@Rihla.sa', 'correct-password');
    expect(await screen.findByRole('heading', { name: 'Buses page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/dashboard/bus-screen');
  });

  it("opens the asked-for page in the operator's saved language, whatever the sign-in page's", async () => {
    const arabic = { ...session, operator: { ...session.operator, locale: 'ar', colorScheme: 'dark' } };
    const router = signIn(() => new Response(JSON.stringify(arabic)));
    submit('sara@rihla.sa', 'correct-password');
    expect(await screen.findByRole('heading', { name: 'صفحة الحافلات' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(pathTo('bus-list'));
  });
});
