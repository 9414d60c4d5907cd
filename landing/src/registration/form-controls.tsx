import { useLanding } from '../messages-context';
import { Field } from './field';

interface ControlProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(value: string): void;
}

/** A labelled text input of the registration form. */
export function TextControl({
  type = 'text',
  dir,
  autoComplete,
  ...field
}: ControlProps & { type?: string; dir?: 'ltr'; autoComplete?: string }) {
  return (
    <Field id={field.id} label={field.label} error={field.error} hint={field.hint}>
      {(describedBy, invalid) => (
        <input
          id={field.id}
          name={field.id}
          type={type}
          dir={dir}
          autoComplete={autoComplete}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

/** A labelled native select of the registration form, with an empty "choose" first option. */
export function ChoiceControl({
  options,
  ...field
}: ControlProps & { options: { value: string; label: string }[] }) {
  const { m } = useLanding();
  return (
    <Field id={field.id} label={field.label} error={field.error} hint={field.hint}>
      {(describedBy, invalid) => (
        <select
          id={field.id}
          name={field.id}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
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
}

/** A labelled textarea of the registration form. */
export function NotesControl(field: ControlProps) {
  return (
    <Field id={field.id} label={field.label} error={field.error} hint={field.hint}>
      {(describedBy, invalid) => (
        <textarea
          id={field.id}
          name={field.id}
          rows={3}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
