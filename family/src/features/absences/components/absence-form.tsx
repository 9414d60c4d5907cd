import type { FamilyChild } from '@rihla/shared/contracts/family';
import type { AbsencePart } from '@rihla/shared/contracts/students';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { DateField } from '@rihla/shared/mobile-ui/date-field';
import { type FormEvent, useId, useState } from 'react';
import { useFamily } from '../../../family-context';
import { useReportAbsence } from '../api/absences';

type When = 'today' | 'tomorrow' | 'range';
const WHENS: When[] = ['today', 'tomorrow', 'range'];
const PARTS: AbsencePart[] = ['both', 'morning', 'afternoon'];

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One group of choices as large radio buttons. */
function Choices<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="m-choices">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className="m-choice">
          <input
            type="radio"
            name={props.name}
            value={option}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
          />
          <span>{props.labels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** "Not riding": which child, which days (today, tomorrow or a range), which trips, a note. */
export function AbsenceForm({
  children,
  today,
  cutoffMinutes,
}: {
  children: FamilyChild[];
  today: string;
  cutoffMinutes: number;
}) {
  const { place, m } = useFamily();
  const ids = { heading: useId(), child: useId(), note: useId() };
  const [childId, setChildId] = useState(children[0]?.id ?? '');
  const [when, setWhen] = useState<When>('tomorrow');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [part, setPart] = useState<AbsencePart>('both');
  const [note, setNote] = useState('');
  const report = useReportAbsence();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = when === 'today' ? today : dayAfter(today);
    const dates = when === 'range' ? { fromDate: from, toDate: to } : { fromDate: day, toDate: day };
    report.mutate({ childId, ...dates, part, reason: note }, { onSuccess: () => setNote('') });
  };

  return (
    <section className="m-card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{m.absence.heading}</h2>
      <p className="m-muted">{fill(m.absence.lead, { minutes: cutoffMinutes })}</p>
      <form className="m-card-form" onSubmit={submit} noValidate>
        {children.length > 1 ? (
          <label className="m-field" htmlFor={ids.child}>
            {m.absence.child}
            <select
              id={ids.child}
              className="m-input"
              value={childId}
              onChange={(event) => setChildId(event.target.value)}
            >
              {children.map((child) => (
                <option key={child.id} value={child.id}>
                  {place.locale === 'ar' ? child.nameAr : child.nameEn}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Choices
          legend={m.absence.when}
          name="when"
          options={WHENS}
          labels={m.absence.whenOptions}
          value={when}
          onChange={setWhen}
        />
        {when === 'range' ? (
          <div className="m-row">
            <DateField
              label={m.absence.from}
              min={today}
              today={today}
              value={from}
              onChange={setFrom}
              locale={place.locale}
              texts={m.date}
            />
            <DateField
              label={m.absence.to}
              min={from || today}
              today={today}
              value={to}
              onChange={setTo}
              locale={place.locale}
              texts={m.date}
            />
          </div>
        ) : null}
        <Choices
          legend={m.absence.part}
          name="part"
          options={PARTS}
          labels={m.absence.parts}
          value={part}
          onChange={setPart}
        />
        <label className="m-field" htmlFor={ids.note}>
          {m.absence.note}
          <textarea
            id={ids.note}
            className="m-input"
            rows={2}
            maxLength={300}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button className="m-button m-button-block" type="submit" disabled={report.isPending || !childId}>
          {m.absence.send}
        </button>
      </form>
      {report.isSuccess ? (
        <p className="m-alert m-alert-info" role="status">
          {m.absence.sent}
        </p>
      ) : null}
      {report.isError ? (
        <p className="m-alert" role="alert">
          {problemText(report.error, m.errors.network)}
        </p>
      ) : null}
    </section>
  );
}
