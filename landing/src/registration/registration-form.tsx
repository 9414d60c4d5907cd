import { type FormEvent, useEffect, useRef, useState } from 'react';
import { retryKeys } from '../api/retry-key';
import type { PublicChoices } from '../api/use-public-choices';
import { fill } from '../messages';
import { useLanding } from '../messages-context';
import { Field } from './field';
import { FIELD_ORDER, type FieldErrors, type FieldName } from './form-values';
import { HomeLocationField } from './home-location-field';
import { useFormDraft } from './use-form-draft';

/** Codes and phones read left to right inside Arabic text (Unicode isolates). */
const isolate = (text: string) => `\u2066${text}\u2069`;

const GRADES = Array.from({ length: 12 }, (_, i) => i + 1);

type Outcome = { kind: 'sent'; reference: string; phone: string } | { kind: 'error'; message: string } | null;

/**
 * The public registration form: checked in the page's language with the API's own schema,
 * sent to the public endpoint, and never emptied by a failure.
 */
export function RegistrationForm({
  choices,
  chosenPackageId,
}: {
  choices: PublicChoices;
  chosenPackageId: string | null;
}) {
  const { locale, m } = useLanding();
  const [values, update, clearDraft] = useFormDraft();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const keys = useRef(retryKeys()).current;

  useEffect(() => {
    if (chosenPackageId) update({ packageId: chosenPackageId });
  }, [chosenPackageId]);

  // The confirmation takes the focus; errors leave it on the first field to correct (the alert
  // announces itself).
  useEffect(() => {
    if (outcome?.kind === 'sent') statusRef.current?.focus();
  }, [outcome]);

  const set = (field: FieldName) => (value: string) => {
    update({ [field]: value });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setOutcome({ kind: 'error', message: m.form.errorsTitle });
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(first === 'homeLat' ? 'homeLat-map' : first)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const [{ validate }, { submitRegistration }] = await Promise.all([
      import('./form-validation'),
      import('../api/public-api'),
    ]);
    const checked = validate(values, m.errors);
    if ('errors' in checked) {
      setSending(false);
      return showErrors(checked.errors);
    }
    setOutcome(null);
    const result = await submitRegistration(checked.body, locale, keys.keyFor(checked.body));
    setSending(false);
    if (result.kind === 'created') {
      keys.forget();
      clearDraft();
      setErrors({});
      return setOutcome({ kind: 'sent', reference: result.reference, phone: checked.body.parentPhone });
    }
    if (result.kind === 'invalid') {
      const fields: FieldErrors = {};
      for (const [path, message] of Object.entries(result.fields)) {
        const field = (path === 'homeLng' ? 'homeLat' : path) as FieldName;
        fields[field] = message;
      }
      return showErrors(fields);
    }
    const message =
      result.kind === 'too-many'
        ? m.form.tooMany
        : result.kind === 'busy'
          ? m.form.busy
          : result.kind === 'offline'
            ? m.form.offline
            : m.form.failed;
    setOutcome({ kind: 'error', message });
  };

  if (outcome?.kind === 'sent') {
    return (
      <section id="register" className="section register" aria-labelledby="register-title">
        <div className="confirmation" ref={statusRef} tabIndex={-1} role="status">
          <h2 id="register-title">{m.form.successTitle}</h2>
          <p>
            {fill(m.form.successText, {
              reference: isolate(outcome.reference),
              phone: isolate(outcome.phone),
            })}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              update({ studentNameAr: '', studentNameEn: '', grade: '', notes: '' });
              setOutcome(null);
            }}
          >
            {m.form.another}
          </button>
        </div>
      </section>
    );
  }

  const ready = choices.status === 'ready';
  const text = (
    field: FieldName,
    label: string,
    options: { type?: string; hint?: string; dir?: 'ltr'; autoComplete?: string } = {},
  ) => (
    <Field id={field} label={label} error={errors[field]} hint={options.hint}>
      {(describedBy, invalid) => (
        <input
          id={field}
          name={field}
          type={options.type ?? 'text'}
          dir={options.dir}
          autoComplete={options.autoComplete}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );

  const localName = (item: { nameAr: string; nameEn: string }) =>
    locale === 'ar' ? item.nameAr : item.nameEn;
  const choice = (
    field: FieldName,
    label: string,
    options: { value: string; label: string }[],
    hint?: string,
  ) => (
    <Field id={field} label={label} error={errors[field]} hint={hint}>
      {(describedBy, invalid) => (
        <select
          id={field}
          name={field}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{m.form.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <section id="register" className="section register" aria-labelledby="register-title">
      <h2 id="register-title">{m.form.title}</h2>
      <p className="section__lead">{m.form.lead}</p>
      <form className="register-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
        {outcome?.kind === 'error' && (
          <div className="form-alert" role="alert">
            {outcome.message}
          </div>
        )}
        <fieldset className="form-group">
          <legend>{m.form.parentSection}</legend>
          {text('parentName', m.form.parentName, { autoComplete: 'name' })}
          {text('parentPhone', m.form.parentPhone, {
            type: 'tel',
            dir: 'ltr',
            hint: m.form.parentPhoneHint,
            autoComplete: 'tel',
          })}
          {text('parentEmail', m.form.parentEmail, { type: 'email', dir: 'ltr', autoComplete: 'email' })}
        </fieldset>
        <fieldset className="form-group">
          <legend>{m.form.studentSection}</legend>
          {text('studentNameAr', m.form.studentNameAr)}
          {text('studentNameEn', m.form.studentNameEn, { dir: 'ltr' })}
          {choice(
            'grade',
            m.form.grade,
            GRADES.map((grade) => ({ value: String(grade), label: fill(m.form.gradeOption, { grade }) })),
          )}
          {choice(
            'schoolId',
            m.form.school,
            ready ? choices.schools.map((school) => ({ value: school.id, label: localName(school) })) : [],
            ready ? undefined : m.form.loadingChoices,
          )}
          <HomeLocationField
            lat={values.homeLat}
            lng={values.homeLng}
            error={errors.homeLat}
            onChange={(homeLat, homeLng) => {
              update({ homeLat, homeLng });
              setErrors((current) => ({ ...current, homeLat: undefined }));
            }}
          />
          {choice(
            'packageId',
            m.form.package,
            ready ? choices.packages.map((pkg) => ({ value: pkg.id, label: localName(pkg) })) : [],
          )}
          <Field id="notes" label={m.form.notes} error={errors.notes} hint={m.form.notesHint}>
            {(describedBy, invalid) => (
              <textarea
                id="notes"
                name="notes"
                rows={3}
                value={values.notes}
                onChange={(e) => set('notes')(e.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        </fieldset>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="website">{m.form.website}</label>
          <input
            id="website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? m.form.submitting : m.form.submit}
        </button>
      </form>
    </section>
  );
}
