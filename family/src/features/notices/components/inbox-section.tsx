import type { FamilyNoticeList } from '@rihla/shared/contracts/family';
import { useId } from 'react';
import { useFamily } from '../../../family-context';

/** Day and time on the phone's clock, with Latin digits in both languages like the rest of the app. */
const whenFormat = (locale: 'ar' | 'en') =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Phone numbers and other long figures kept left to right inside Arabic text (+966… not …966+). */
const isolateNumbers = (text: string) =>
  text.replace(/\+?\d[\d ]{5,}\d/g, (figure) => `\u2066${figure}\u2069`);

/**
 * Everything the company told the family (approvals, trips, invoices...), newest first, each
 * opened for its full wording; the channels it also went by are named.
 */
export function InboxSection({ inbox }: { inbox: FamilyNoticeList }) {
  const { place, m } = useFamily();
  const heading = useId();
  const format = whenFormat(place.locale);
  return (
    // `#inbox`: where a tapped notification opens the app.
    <section id="inbox" className="m-card" aria-labelledby={heading}>
      <h2 id={heading}>{m.inbox.heading}</h2>
      {inbox.items.length === 0 ? <p className="m-muted">{m.inbox.none}</p> : null}
      <ul className="m-riders">
        {inbox.items.map((notice) => (
          <li key={notice.id}>
            <details className="m-inbox-item">
              <summary>
                <span className="m-rider-name" dir="auto">
                  {isolateNumbers(notice.subject)}
                </span>
                <span className="m-muted">
                  {format.format(new Date(notice.at))} ·{' '}
                  {notice.channels.map((channel) => m.inbox.channel[channel]).join(m.inbox.and)}
                </span>
              </summary>
              <p className="m-inbox-body" dir="auto">
                {isolateNumbers(notice.body)}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
