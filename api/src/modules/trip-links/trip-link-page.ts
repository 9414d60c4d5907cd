import type { TripLinkView } from '@rihla/shared/contracts/notices';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../../lib/escape-html';
import { PUBLIC_READ_LIMIT, takePublicHit } from '../public/public-limit';
import { tripLinkPath } from './issue-trip-link';
import { viewTripLink } from './trip-links';

/** The page refreshes itself this often (it has no script: the ETA is read anew by the server). */
const REFRESH_SECONDS = 30;

const TEXTS = {
  ar: {
    title: 'رحلة طفلك',
    stop: 'محطة طفلك',
    eta: 'وصول الحافلة',
    etaMinutes: (n: number) =>
      n === 1
        ? 'بعد دقيقة واحدة تقريباً'
        : n === 2
          ? 'بعد دقيقتين تقريباً'
          : n <= 10
            ? `بعد ${n} دقائق تقريباً`
            : `بعد ${n} دقيقة تقريباً`,
    etaUnknown: 'غير معروف بعد',
    reached: 'وصلت الحافلة إلى المحطة',
    boarded: 'صعد طفلك إلى الحافلة',
    notBoarded: 'لم يصعد طفلك إلى الحافلة بعد',
    droppedOff: 'نزل طفلك من الحافلة',
    tripCompleted: 'انتهت الرحلة',
    tripCancelled: 'أُلغيت هذه الرحلة',
    trip: 'الرحلة',
    questions: 'للاستفسار اتصل بالشركة:',
    child: 'طفلك',
    bus: 'الحافلة',
    replacementBus: 'الحافلة البديلة',
    refresh: `تتحدث هذه الصفحة كل ${REFRESH_SECONDS} ثانية.`,
    other: 'English',
    notFoundTitle: 'الرابط غير متاح',
    notFound: 'هذا الرابط غير صحيح أو انتهت صلاحيته.',
  },
  en: {
    title: "Your child's trip",
    stop: "Your child's stop",
    eta: 'Bus arrival',
    etaMinutes: (n: number) => (n === 1 ? 'in about 1 minute' : `in about ${n} minutes`),
    etaUnknown: 'not known yet',
    reached: 'The bus has reached the stop',
    boarded: 'Your child has boarded the bus',
    notBoarded: 'Your child has not boarded the bus yet',
    droppedOff: 'Your child has been dropped off',
    tripCompleted: 'The trip has ended',
    tripCancelled: 'This trip was cancelled',
    trip: 'Trip',
    questions: 'Questions? Call the company:',
    child: 'Your child',
    bus: 'Bus',
    replacementBus: 'Replacement bus',
    refresh: `This page refreshes every ${REFRESH_SECONDS} seconds.`,
    other: 'العربية',
    notFoundTitle: 'Link not available',
    notFound: 'This link is wrong or has expired.',
  },
} as const;

const STYLE = `
body{margin:0;font-family:"Noto Sans Arabic","Inter",system-ui,sans-serif;background:#f5f7fa;color:#1f2937}
main{max-inline-size:28rem;margin-inline:auto;padding:1.5rem 1rem}
h1{font-size:1.375rem;margin-block:0 1rem}
dl{background:#fff;border:1px solid #d9dee5;border-radius:.5rem;padding:1rem;margin:0}
dt{font-size:.875rem;color:#4b5563;margin-block-start:.75rem}
dt:first-child{margin-block-start:0}
dd{margin:0;font-size:1.125rem;font-weight:700}
p{color:#4b5563;font-size:.875rem}
a{color:#0b5cad}
.yes{color:#116b3a}
`;

function page(locale: Locale, title: string, body: string, alternate: string | null, refresh: boolean) {
  const texts = TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : ''}
<title>${escapeHtml(title)} · Rihla</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
${alternate ? `<p><a href="${alternate}" lang="${locale === 'ar' ? 'en' : 'ar'}">${texts.other}</a></p>` : ''}
</main>
</body>
</html>`;
}

/** The page of a trip link in one language. */
export function tripLinkHtml(view: TripLinkView, locale: Locale, token: string): string {
  const t = TEXTS[locale];
  const eta = view.stopReached
    ? t.reached
    : view.etaMinutes === null
      ? t.etaUnknown
      : t.etaMinutes(view.etaMinutes);
  const child = view.droppedOff ? t.droppedOff : view.boarded ? t.boarded : t.notBoarded;
  // Once the trip has ended there is no bus to wait for: the page says how it ended and stops refreshing.
  const progress = view.ended
    ? `<dt>${t.trip}</dt><dd data-testid="trip-link-ended">${view.ended === 'completed' ? t.tripCompleted : t.tripCancelled}</dd>`
    : `<dt>${t.eta}</dt><dd data-testid="trip-link-eta">${escapeHtml(eta)}</dd>`;
  const phone = view.companyPhone
    ? `<p data-testid="trip-link-phone">${t.questions} <a href="tel:${escapeHtml(view.companyPhone.replace(/[^\d+]/g, ''))}" dir="ltr">${escapeHtml(view.companyPhone)}</a></p>`
    : '';
  const body = `<dl>
<dt>${t.stop}</dt><dd data-testid="trip-link-stop">${escapeHtml(view.stopName[locale])}</dd>
<dt>${view.replacementBus ? t.replacementBus : t.bus}</dt><dd data-testid="trip-link-bus"><bdi dir="ltr">${escapeHtml(view.busPlate)}</bdi></dd>
${progress}
<dt>${t.child}</dt><dd data-testid="trip-link-boarded"${view.boarded ? ' class="yes"' : ''}>${child}</dd>
</dl>
${phone}
${view.ended ? '' : `<p>${t.refresh}</p>`}`;
  return page(locale, t.title, body, tripLinkPath(token, locale === 'ar' ? 'en' : 'ar'), !view.ended);
}

const HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  // The token is the key: it must not travel on in a Referer.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
};

/**
 * The parent's trip page, `/t/<token>` (Arabic) and `/en/t/<token>`, rendered by the API (no script,
 * no sign-in): their child's stop, the bus now running the trip (a replacement once it took over),
 * the bus's ETA to the stop, whether the child boarded and was dropped off, how the trip ended once
 * it has, and the company's phone. A wrong or expired link, or one of a trip that ended more than
 * TRIP_LINK_GRACE_MS ago, is a 404 that says only that (docs/adr/0039-trip-links-and-progress-notices.md).
 */
export const tripLinkPagePlugin = fp(
  async (app: FastifyInstance) => {
    const handler = (locale: Locale) => async (request: FastifyRequest, reply: FastifyReply) => {
      await takePublicHit(app.db, PUBLIC_READ_LIMIT, request.ip);
      const { token } = request.params as { token: string };
      const view = await viewTripLink(app.db, token, new Date(), app.config.TIME_ZONE);
      reply.headers(HEADERS).type('text/html; charset=utf-8');
      if (!view) {
        const t = TEXTS[locale];
        return reply.code(404).send(page(locale, t.notFoundTitle, `<p>${t.notFound}</p>`, null, false));
      }
      return reply.send(tripLinkHtml(view, locale, token));
    };
    app.get('/t/:token', { config: { access: 'public' } }, handler('ar'));
    app.get('/en/t/:token', { config: { access: 'public' } }, handler('en'));
  },
  { name: 'trip-link-page' },
);
