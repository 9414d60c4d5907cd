import type { Locale } from '../routes/route-table';
import type { AreaMessages } from './messages/area-messages';

/** A text in both languages: a column title, an enum value's label. */
export type Texts = Record<Locale, string>;

/**
 * A remote's message file with its area's shared labels put in at their paths; the remote's
 * `loadMessages` and its tests read this, the export specs read the labels themselves.
 */
export function withLabels<T extends object>(file: T, labels: Record<string, string>): T {
  const merged = structuredClone(file) as Record<string, unknown>;
  for (const [key, text] of Object.entries(labels)) {
    const parts = key.split('.');
    let node = merged;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = text;
  }
  return merged as T;
}

/** The keys of a message file that are also shared labels: the file must leave them to the labels. */
export function labelsRedefined(file: object, labels: Record<string, string>): string[] {
  return Object.keys(labels).filter((key) => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
        file,
      );
    return found !== undefined;
  });
}

/** The keys an area's labels have in both languages. */
type LabelKey<L extends AreaMessages> = keyof L['ar'] & keyof L['en'] & string;

/** One label in both languages; a key missing in either stops the caller at start. */
export function textsOf<L extends AreaMessages>(labels: L, key: LabelKey<L>): Texts {
  const ar = labels.ar[key];
  const en = labels.en[key];
  if (ar === undefined || en === undefined) throw new Error(`No shared label ${key}`);
  return { ar, en };
}

/** The labels of an enum's values, found under `prefix` (`bus.status.` + `active`). */
export function choiceTexts<L extends AreaMessages, P extends string, E extends string>(
  labels: L,
  prefix: P,
  values: readonly E[] & (`${P}${E}` extends LabelKey<L> ? unknown : never),
): Record<E, Texts> {
  return Object.fromEntries(values.map((value) => [value, textsOf(labels, `${prefix}${value}`)])) as Record<
    E,
    Texts
  >;
}
