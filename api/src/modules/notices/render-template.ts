import type { Locale } from '@rihla/shared/routes/route-table';

/**
 * A placeholder: `{{name}}`, or `{{name|one:…|two:…|other:…}}` for a counted value, with a wording per
 * plural form of the language (Intl.PluralRules: Arabic has zero, one, two, few, many and other,
 * English one and other). `#` in a form stands for the number. A form the text leaves out falls back
 * to `other`.
 */
const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*((?:\|[^|{}]*)*)\}\}/g;

const FORM = /^\s*(zero|one|two|few|many|other)\s*:(.*)$/s;

interface Placeholder {
  name: string;
  /** The wording per plural form; null for a plain `{{name}}`. */
  forms: Map<string, string> | null;
  /** A form segment that is not `form:text` with a known form, or forms without `other`. */
  malformed: boolean;
}

function parse(name: string, tail: string): Placeholder {
  if (!tail) return { name, forms: null, malformed: false };
  const forms = new Map<string, string>();
  let malformed = false;
  for (const segment of tail.slice(1).split('|')) {
    const match = FORM.exec(segment);
    if (match) forms.set(match[1]!, match[2]!);
    else malformed = true;
  }
  return { name, forms, malformed: malformed || !forms.has('other') };
}

const placeholdersIn = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => parse(match[1]!, match[2] ?? ''));

/** The variable names a text uses. */
export const variablesIn = (text: string): string[] => placeholdersIn(text).map((p) => p.name);

/** Whether every counted placeholder of the text names known plural forms and has an `other` form. */
export const pluralFormsValid = (text: string): boolean => placeholdersIn(text).every((p) => !p.malformed);

const rules = new Map<Locale, Intl.PluralRules>();
function pluralRules(language: Locale): Intl.PluralRules {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule;
}

function counted(value: string, forms: Map<string, string>, language: Locale): string {
  const count = Number(value);
  const form = value.trim() !== '' && Number.isFinite(count) ? pluralRules(language).select(count) : 'other';
  const wording = forms.get(form) ?? forms.get('other');
  return wording === undefined ? value : wording.replaceAll('#', value);
}

/**
 * Fills a template in `language`: `{{name}}` becomes the variable's value (empty for a name the event
 * does not give), `{{name|one:…|other:…}}` the wording of the value's plural form.
 */
export function renderTemplate(text: string, variables: Record<string, string>, language: Locale): string {
  return text.replace(PLACEHOLDER, (_, name: string, tail: string) => {
    const value = variables[name] ?? '';
    const { forms } = parse(name, tail ?? '');
    return forms ? counted(value, forms, language) : value;
  });
}
