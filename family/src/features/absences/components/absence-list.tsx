import type { FamilyAbsenceList, FamilyChild } from '@rihla/shared/contracts/family';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { useId } from 'react';
import { useFamily } from '../../../family-context';
import { useWithdrawAbsence } from '../api/absences';

/** The absences reported from today on; the family's own can be withdrawn before their cut-off. */
export function AbsenceList({ list, children }: { list: FamilyAbsenceList; children: FamilyChild[] }) {
  const { place, m } = useFamily();
  const heading = useId();
  const withdraw = useWithdrawAbsence();
  const nameOf = (studentId: string) => {
    const child = children.find((one) => one.id === studentId);
    return child ? (place.locale === 'ar' ? child.nameAr : child.nameEn) : '';
  };
  return (
    <section className="m-card" aria-labelledby={heading}>
      <h2 id={heading}>{m.absence.listHeading}</h2>
      {list.items.length === 0 ? <p className="m-muted">{m.absence.none}</p> : null}
      <ul className="m-riders">
        {list.items.map((absence) => (
          <li key={absence.id} className="m-rider">
            <div className="m-rider-text">
              <p className="m-rider-name">{nameOf(absence.studentId)}</p>
              <p>
                {absence.fromDate === absence.toDate ? (
                  <bdi dir="ltr">{absence.fromDate}</bdi>
                ) : (
                  fill(m.absence.dates, {
                    from: `\u2066${absence.fromDate}\u2069`,
                    to: `\u2066${absence.toDate}\u2069`,
                  })
                )}{' '}
                · {m.absence.parts[absence.part]}
              </p>
              {absence.reason ? <p className="m-note">{absence.reason}</p> : null}
              {absence.reportedBy === 'operator' ? <p className="m-muted">{m.absence.byOffice}</p> : null}
              {absence.reportedBy === 'parent' && absence.reporterName ? (
                <p className="m-muted">{fill(m.absence.byFamily, { name: absence.reporterName })}</p>
              ) : null}
            </div>
            {absence.withdrawable ? (
              <button
                className="m-button m-button-quiet"
                type="button"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(absence)}
              >
                {m.absence.withdraw}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {withdraw.isSuccess ? (
        <p className="m-alert m-alert-info" role="status">
          {m.absence.withdrawn}
        </p>
      ) : null}
      {withdraw.isError ? (
        <p className="m-alert" role="alert">
          {problemText(withdraw.error, m.errors.network)}
        </p>
      ) : null}
    </section>
  );
}
