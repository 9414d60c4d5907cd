import type { FamilyRequestList } from '@rihla/shared/contracts/family';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { useId } from 'react';
import { useFamily } from '../../../family-context';
import { registrationFormUrl, writeRegistrationDraft } from '../api/registration-draft';

/**
 * Transport for another child: the public form filled with the parent's details, and the state
 * of each request the family sent (pending, waitlisted, approved, or refused with the reason).
 */
export function RequestsSection({ list }: { list: FamilyRequestList }) {
  const { place, m } = useFamily();
  const heading = useId();
  return (
    <section className="m-card" aria-labelledby={heading}>
      <h2 id={heading}>{m.requests.heading}</h2>
      <p className="m-muted">{m.requests.lead}</p>
      <a
        className="m-button"
        href={registrationFormUrl(place.locale)}
        onClick={() => writeRegistrationDraft(list.prefill)}
      >
        {m.requests.ask}
      </a>
      {list.items.length === 0 ? <p className="m-muted">{m.requests.none}</p> : null}
      <ul className="m-riders">
        {list.items.map((request) => (
          <li key={request.id} className="m-rider">
            <div className="m-rider-text">
              <p className="m-rider-name">
                {place.locale === 'ar'
                  ? request.studentNameAr
                  : (request.studentNameEn ?? request.studentNameAr)}
              </p>
              <p>
                {place.locale === 'ar' ? request.school.nameAr : request.school.nameEn} ·{' '}
                {fill(m.requests.sentOn, { date: `\u2066${request.createdAt.slice(0, 10)}\u2069` })}
              </p>
              <p>
                <bdi dir="ltr">{request.reference}</bdi> ·{' '}
                <strong>{m.requests.status[request.status]}</strong>
              </p>
              {request.rejectionReason ? (
                <p className="m-note">{fill(m.requests.reason, { reason: request.rejectionReason })}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
