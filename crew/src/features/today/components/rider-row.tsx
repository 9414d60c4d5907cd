import type { CrewRider } from '@rihla/shared/contracts/crew';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { useCrew } from '../../../crew-context';

/** One rider of a stop: name in the reader's language, grade, notes, the guardian to call; struck through when absent. */
export function RiderRow({ rider }: { rider: CrewRider }) {
  const { place, m } = useCrew();
  const name = place.locale === 'ar' ? rider.nameAr : rider.nameEn;
  return (
    <li className={rider.absent ? 'm-rider m-rider-absent' : 'm-rider'}>
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
