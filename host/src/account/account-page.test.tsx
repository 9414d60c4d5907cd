import '@rihla/shared/test/antd-test-polyfills';
import { pathTo } from '@rihla/shared/routes/path-to';
import { renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { AccountPage } from './account-page';

// The page reloads the console's session after a password change (GET /auth/me through the host's
// own client): answered here as the API would, from the account the test's fake API keeps, after
// a network's moment (the page has drawn what it read before the answer comes).
const session = vi.hoisted(() => ({ mustChangePassword: false }));
vi.mock('../app/fetch-session', () => ({
  fetchSession: async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      operator: {
        id: '3f1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
        email: 'sara@rihla.test',
        name: 'Sara Al-Qahtani',
        role: 'dispatcher',
        mustChangePassword: session.mustChangePassword,
        locale: null,
        colorScheme: 'system',
      },
      csrfToken: 'csrf',
      expiresAt: '2026-12-01T00:00:00.000Z',
    };
  },
}));

const account = {
  id: '3f1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
  version: 3,
  email: 'sara@rihla.test',
  name: 'Sara Al-Qahtani',
  role: 'dispatcher',
  locale: null,
  colorScheme: 'system',
  mustChangePassword: false,
  otherSessions: 2,
  secondFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** The API's refusal of a wrong authenticator or recovery code, on the code field. */
const codeWrong = () =>
  json(
    {
      type: 'about:blank',
      title: 'Some of the data is not valid',
      status: 422,
      code: 'auth.codeWrong',
      errors: [{ path: 'code', code: 'auth.codeWrong', message: 'The code is not correct' }],
    },
    422,
  );

function renderAccount(
  answer: (request: Request) => Response | Promise<Response>,
  locale: 'ar' | 'en' = 'en',
) {
  return renderRemotePage(
    <AccountPage />,
    { namespace: 'translation', ar, en },
    {
      url: pathTo('account'),
      route: pathTo('account'),
      locale,
      fetch: answer,
    },
  );
}

afterEach(() => cleanup());

// The host's pages use i18next's default namespace (the host sets it; the test instance's is `translation`).
describe('the account page', () => {
  it('shows the wrong current password the API refused on its field, in the operator language', async () => {
    renderAccount((request) => {
      if (request.url.endsWith('/auth/password')) {
        return json(
          {
            type: 'about:blank',
            title: 'Some of the data is not valid',
            status: 400,
            code: 'validation',
            errors: [
              {
                path: 'currentPassword',
                code: 'validation.currentPassword',
                message: 'The current password is not correct',
              },
            ],
          },
          400,
        );
      }
      return json(account);
    });
    expect(await screen.findByText('You have 2 open sessions on other devices.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'not-my-password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-brand-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
  });

  it('refuses a short new password before asking the API, in Arabic', async () => {
    const changes: Promise<{ newPassword: string }>[] = [];
    renderAccount((request) => {
      if (request.url.endsWith('/auth/password')) {
        changes.push(request.clone().json());
        return new Response(null, { status: 204 });
      }
      return json(account);
    }, 'ar');
    const newPassword = () => screen.getByLabelText('كلمة المرور الجديدة');
    const change = () => fireEvent.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    fireEvent.change(await screen.findByLabelText('كلمة المرور الحالية'), {
      target: { value: 'old-password-1' },
    });
    fireEvent.change(newPassword(), { target: { value: 'short' } });
    change();
    expect(await screen.findByText('كلمة المرور عشرة أحرف على الأقل')).toBeTruthy();
    // Then a long enough one: the first password the API is asked to take is that one.
    fireEvent.change(newPassword(), { target: { value: 'long-enough-password' } });
    change();
    await waitFor(() => expect(changes).toHaveLength(1));
    expect((await Promise.all(changes)).map((body) => body.newPassword)).toEqual(['long-enough-password']);
  });

  it('puts the password form first, with its reason, when the password is temporary', async () => {
    renderAccount(() => json({ ...account, mustChangePassword: true }));
    expect(
      await screen.findByText(/Your current password is a temporary one an administrator set/),
    ).toBeTruthy();
  });

  it('tells the operator their temporary password is changed, as the form it was typed in goes away', async () => {
    session.mustChangePassword = true;
    const { shell } = renderAccount((request) => {
      if (request.url.endsWith('/auth/password')) {
        // The API clears the flag: the next reads of the account and the session say so.
        session.mustChangePassword = false;
        return new Response(null, { status: 204 });
      }
      return json({ ...account, mustChangePassword: session.mustChangePassword });
    });
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'Temporary-123456' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'my-own-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByText(/Your current password is a temporary one/)).toBeNull());
    await waitFor(() =>
      expect(shell.toasts.map((toast) => toast.summary)).toContain(
        'Password changed; your other sessions are signed out',
      ),
    );
  });

  it('sets up two-step sign-in: the QR and the secret, a wrong code told on its field, then the recovery codes once', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCDE-${String(i).padStart(5, '0')}`);
    const state = { ...account, secondFactor: { enabled: false, required: true, recoveryCodesLeft: 0 } };
    const confirms: string[] = [];
    renderAccount(async (request) => {
      if (request.url.endsWith('/account/second-factor/setup')) {
        return json({
          secret,
          otpauthUri: `otpauth://totp/Rihla?secret=${secret}`,
          qrDataUrl: 'data:image/png;base64,AA==',
        });
      }
      if (request.url.endsWith('/account/second-factor/confirm')) {
        const { code } = (await request.json()) as { code: string };
        confirms.push(code);
        if (code !== '654321') {
          return codeWrong();
        }
        state.secondFactor = { enabled: true, required: true, recoveryCodesLeft: 10 };
        return json({ recoveryCodes });
      }
      return json(state);
    });
    expect(await screen.findByText(/Your company requires two-step sign-in/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code that adds your Rihla account/ })).toBeTruthy();
    expect(screen.getByText(secret)).toBeTruthy();

    const code = screen.getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('The code is six digits')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('The code is not correct')).toBeTruthy();
    fireEvent.change(code, { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toContain(recoveryCodes[9]);
    expect(confirms).toEqual(['123456', '654321']);
    expect(screen.getByRole('button', { name: 'Download the codes as a text file' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have kept the codes' }));
    expect(
      await screen.findByText(
        'Signing in asks for a code from your authenticator app. You have 10 recovery codes left.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(recoveryCodes[0]!)).toBeNull();
  });
  it('makes new recovery codes after a current code, a wrong one told on its field, and shows them once', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `NEWCD-${String(i).padStart(5, '0')}`);
    const state = { ...account, secondFactor: { enabled: true, required: false, recoveryCodesLeft: 2 } };
    const sent: string[] = [];
    renderAccount(async (request) => {
      if (request.url.endsWith('/account/second-factor/recovery-codes')) {
        const { code } = (await request.json()) as { code: string };
        sent.push(code);
        if (code !== '654321') {
          return codeWrong();
        }
        state.secondFactor = { ...state.secondFactor, recoveryCodesLeft: 10 };
        return json({ recoveryCodes });
      }
      return json(state);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const code = screen.getByLabelText('Current code from the app, or a recovery code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText('The code is not correct')).toBeTruthy();
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toContain(recoveryCodes[9]);
    expect(screen.getByText('New recovery codes are ready; the old ones no longer work.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the codes as a text file' })).toBeTruthy();
    expect(sent).toEqual(['123456', '654321']);
    fireEvent.click(screen.getByRole('button', { name: 'I have kept the codes' }));
    expect(await screen.findByText(/You have 10 recovery codes left/)).toBeTruthy();
    expect(screen.queryByText(recoveryCodes[0]!)).toBeNull();
  });

  it('turns two-step sign-in off after a current code, in Arabic', async () => {
    const state = { ...account, secondFactor: { enabled: true, required: false, recoveryCodesLeft: 10 } };
    const sent: string[] = [];
    const { shell } = renderAccount(async (request) => {
      if (request.url.endsWith('/account/second-factor/turn-off')) {
        sent.push(((await request.json()) as { code: string }).code);
        state.secondFactor = { enabled: false, required: false, recoveryCodesLeft: 0 };
        return new Response(null, { status: 204 });
      }
      return json(state);
    }, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('الرمز الحالي من التطبيق أو رمز استرداد'), {
      target: { value: 'abcde-12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(expect.objectContaining({ summary: 'أُوقف التحقق بخطوتين' })),
    );
    expect(sent).toEqual(['abcde-12345']);
    expect(await screen.findByRole('button', { name: 'إعداد تطبيق المصادقة' })).toBeTruthy();
  });

  it('does not offer to turn off a second factor the company requires, in English', async () => {
    renderAccount(() =>
      json({ ...account, secondFactor: { enabled: true, required: true, recoveryCodesLeft: 4 } }),
    );
    expect(await screen.findByRole('button', { name: 'Make new recovery codes' })).toBeTruthy();
    expect(
      screen.getByText(/Your company requires two-step sign-in for your account, so it cannot be turned off/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull();
  });
});
