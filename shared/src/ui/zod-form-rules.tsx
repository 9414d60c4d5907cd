import { ProblemError } from '@rihla/shared/http/problem-error';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import type { FormInstance, FormRule } from 'antd';
import { useMemo } from 'react';
import type { z } from 'zod';

/** Form values -> what the schema parses (dates to `YYYY-MM-DD`, empty text to null...). */
export type ToSchemaInput<V> = (values: V) => unknown;

/**
 * antd rules backed by a shared zod contract: each field runs the whole schema on the whole
 * form (so cross-field refinements such as "licence required for drivers" work) and shows the
 * issue for its own path, translated in the current language.
 */
export function zodFormRules<V>(schema: z.ZodType, toInput: ToSchemaInput<V>, locale: 'ar' | 'en') {
  return (name: string): FormRule[] => [
    (form) => ({
      validator: async () => {
        const result = schema.safeParse(toInput(form.getFieldsValue(true) as V));
        if (result.success) return;
        const issue = result.error.issues.find((i) => i.path.join('.') === name);
        if (issue) throw new Error(validationMessage(issue.message, locale));
      },
    }),
  ];
}

export function useZodFormRules<V>(schema: z.ZodType, toInput: ToSchemaInput<V>) {
  const { locale } = useShell();
  return useMemo(() => zodFormRules(schema, toInput, locale), [schema, toInput, locale]);
}

/**
 * Puts an API answer's field errors (already in the request's language) on the form fields.
 * Returns the messages that belong to no field of the form, for a general alert.
 */
export function applyProblemToForm(form: FormInstance, error: unknown, fields: readonly string[]): string[] {
  if (!(error instanceof ProblemError)) return [];
  const rest: string[] = [];
  const onFields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [path, message] of Object.entries(error.fieldErrors())) {
    if (fields.includes(path.split('.')[0] ?? '')) {
      onFields.push({
        name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        errors: [message],
      });
    } else rest.push(message);
  }
  form.setFields(onFields);
  return rest;
}
