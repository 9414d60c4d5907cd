import { useEffect } from 'react';
import type { PublicChoices } from '../api/use-public-choices';
import { fill } from '../messages';
import { useLanding } from '../messages-context';
import { ChoiceControl, NotesControl, TextControl } from './form-controls';
import type { FieldName } from './form-values';
import { HomeLocationField } from './home-location-field';
import { RegistrationConfirmation } from './registration-confirmation';
import { useFormDraft } from './use-form-draft';
import { useRegistrationSubmit } from './use-registration-submit';

const GRADES = Array.from({ length: 12 }, (_, i) => i + 1);

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
  const { errors, setErrors, clearError, sending, outcome, setOutcome, onSubmit } = useRegistrationSubmit(
    values,
    clearDraft,
  );

  useEffect(() => {
    if (chosenPackageId) update({ packageId: chosenPackageId });
  }, [chosenPackageId]);

  if (outcome?.kind === 'sent') {
    return (
      <RegistrationConfirmation
        reference={outcome.reference}
        phone={outcome.phone}
        onAnother={() => {
          update({ studentNameAr: '', studentNameEn: '', grade: '', notes: '' });
          setOutcome(null);
        }}
      />
    );
  }

  /** What every control of one field shares: its id, value, error and how it changes. */
  const bind = (field: FieldName) => ({
    id: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      update({ [field]: value });
      clearError(field);
    },
  });
  const ready = choices.status === 'ready';
  const localName = (item: { nameAr: string; nameEn: string }) =>
    locale === 'ar' ? item.nameAr : item.nameEn;

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
          <TextControl {...bind('parentName')} label={m.form.parentName} autoComplete="name" />
          <TextControl
            {...bind('parentPhone')}
            label={m.form.parentPhone}
            type="tel"
            dir="ltr"
            hint={m.form.parentPhoneHint}
            autoComplete="tel"
          />
          <TextControl
            {...bind('parentEmail')}
            label={m.form.parentEmail}
            type="email"
            dir="ltr"
            autoComplete="email"
          />
        </fieldset>
        <fieldset className="form-group">
          <legend>{m.form.studentSection}</legend>
          <TextControl {...bind('studentNameAr')} label={m.form.studentNameAr} />
          <TextControl {...bind('studentNameEn')} label={m.form.studentNameEn} dir="ltr" />
          <ChoiceControl
            {...bind('grade')}
            label={m.form.grade}
            options={GRADES.map((grade) => ({
              value: String(grade),
              label: fill(m.form.gradeOption, { grade }),
            }))}
          />
          <ChoiceControl
            {...bind('schoolId')}
            label={m.form.school}
            options={
              ready ? choices.schools.map((school) => ({ value: school.id, label: localName(school) })) : []
            }
            hint={ready ? undefined : m.form.loadingChoices}
          />
          <HomeLocationField
            lat={values.homeLat}
            lng={values.homeLng}
            error={errors.homeLat}
            onChange={(homeLat, homeLng) => {
              update({ homeLat, homeLng });
              setErrors((current) => ({ ...current, homeLat: undefined }));
            }}
          />
          <ChoiceControl
            {...bind('packageId')}
            label={m.form.package}
            options={ready ? choices.packages.map((pkg) => ({ value: pkg.id, label: localName(pkg) })) : []}
          />
          <NotesControl {...bind('notes')} label={m.form.notes} hint={m.form.notesHint} />
        </fieldset>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="website">{m.form.website}</label>
          <input
            id="website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => update({ website: e.target.value })}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? m.form.submitting : m.form.submit}
        </button>
      </form>
    </section>
  );
}
