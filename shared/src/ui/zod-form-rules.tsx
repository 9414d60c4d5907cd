import { issueMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import type { FormRule } from 'antd';
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
        if (issue) throw new Error(issueMessage(issue, locale));
      },
    }),
  ];
}

export function useZodFormRules<V>(schema: z.ZodType, toInput: ToSchemaInput<V>) {
  const { locale } = useShell();
  return useMemo(() => zodFormRules(schema, toInput, locale), [schema, toInput, locale]);
}
