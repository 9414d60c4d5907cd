import { NOTICE_EVENTS, NOTICE_LANGUAGES, type NoticeTemplate } from '@rihla/shared/contracts/notices';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import NoticeTemplatesPage from './notice-templates-page';

const templates: NoticeTemplate[] = NOTICE_EVENTS.flatMap((event) =>
  NOTICE_LANGUAGES.map((language) => ({
    event,
    language,
    subject: event === 'payment-received' && language === 'en' ? 'Payment received' : `${event} ${language}`,
    body: event === 'payment-received' && language === 'en' ? 'We received {{amount}}.' : 'text',
    variables: event === 'payment-received' ? ['amount'] : ['studentName'],
    edited: false,
    version: 0,
  })),
);

function setup(role: 'admin' | 'dispatcher' = 'admin') {
  const puts: unknown[] = [];
  const previews: { subject: string; body: string }[] = [];
  const view = renderPage(<NoticeTemplatesPage />, {
    url: pathTo('notice-templates'),
    route: routeOf('notice-templates'),
    locale: 'en',
    role,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/preview')) {
        const text = (await request.json()) as { subject: string; body: string };
        previews.push(text);
        if (text.body.includes('{{busPlate}}'))
          return json(
            {
              type: 'about:blank',
              title: 'Some data is not valid',
              status: 400,
              code: 'validation',
              errors: [
                {
                  path: 'body',
                  code: 'validation.unknownVariable',
                  message: 'The text uses a variable this event does not fill in',
                },
              ],
            },
            400,
          );
        return json({ subject: text.subject, body: text.body.replace('{{amount}}', 'SAR 450.00') });
      }
      if (request.method === 'PUT') {
        const body = await request.json();
        puts.push(body);
        return json({ ...templates[0], ...body, edited: true, version: 1 });
      }
      return json(templates);
    },
  });
  return { ...view, puts, previews };
}

describe('notice templates', () => {
  it('previews the wording with sample values, refuses an unknown variable and saves at the version read', async () => {
    const { puts, shell } = setup();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the English wording of “Payment received”' }),
    );
    expect(await screen.findByText('We received SAR 450.00.')).toBeInTheDocument();

    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: 'Bus {{busPlate}}' } });
    expect(
      await screen.findByText('The text uses a variable this event does not fill in'),
    ).toBeInTheDocument();

    fireEvent.change(text, { target: { value: 'Thank you, {{amount}} arrived.' } });
    expect(await screen.findByText('Thank you, SAR 450.00 arrived.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save wording' }));
    await waitFor(() =>
      expect(puts).toEqual([
        { subject: 'Payment received', body: 'Thank you, {{amount}} arrived.', version: 0 },
      ]),
    );
    await waitFor(() =>
      expect(shell.toasts.map((m) => m.summary)).toContain('The wording is saved; new notices use it'),
    );
  });

  it('is closed to an operator who does not manage the company', async () => {
    setup('dispatcher');
    expect(await screen.findByText(/permission|not allowed/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit the/ })).toBeNull();
  });
});
