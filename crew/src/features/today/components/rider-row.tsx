import type { CrewRider } from '@rihla/shared/contracts/crew';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { useState } from 'react';
import { useCrew } from '../../../crew-context';

/**
 * The rider's face, so that a crew who does not know the children can tell them at the stop: the
 * photo from the trip's own endpoint (ADR 0069), loaded only when the row is near the screen, or
 * the name's first letter when there is none or it cannot load.
 */
export function RiderFace({ tripId, rider, name }: { tripId: string; rider: CrewRider; name: string }) {
  const [failed, setFailed] = useState(false);
  if (rider.hasPhoto && !failed) {
    return (
      <img
        className="m-rider-face"
        src={`/api/v1/crew/trips/${tripId}/riders/${rider.id}/photo`}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="m-rider-face m-rider-initial" aria-hidden="true">
      {Array.from(name.trim())[0] ?? ''}
    </span>
  );
}

/** One rider of a stop: face, name in the reader's language, grade, notes, the guardian to call; struck through when absent. */
export function RiderRow({ tripId, rider }: { tripId: string; rider: CrewRider }) {
  const { place, m } = useCrew();
  const name = place.locale === 'ar' ? rider.nameAr : rider.nameEn;
  return (
    <li className={rider.absent ? 'm-rider m-rider-absent' : 'm-rider'}>
      <RiderFace tripId={tripId} rider={rider} name={name} />
      <div className="m-rider-text">
        <p className="m-rider-name">
          {rider.absent ? <s>{name}</s> : name}
          {rider.absent ? <span className="m-badge">{m.today.absent}</span> : null}
        </p>
        <p className="m-muted">{fill(m.today.grade, { grade: rider.grade })}</p>
        {rider.specialNeeds ? <p className="m-note">{rider.specialNeeds}</p> : null}
      </div>
      {rider.guardianPhone ? (
        <a
          className="m-button m-button-quiet m-call"
          href={`tel:${rider.guardianPhone}`}
          aria-label={fill(m.today.callGuardian, { name: rider.guardianName ?? name })}
        >
          <span aria-hidden="true">☎</span>
          <bdi dir="ltr">{`0${rider.guardianPhone.slice(4)}`}</bdi>
        </a>
      ) : null}
    </li>
  );
}
