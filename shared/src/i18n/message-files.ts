function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** A text by its dotted path; flat files (`'expiry.soon': …`) hold the path as one key. */
function leaf(tree: object, path: string): unknown {
  if (path in tree) return (tree as Record<string, unknown>)[path];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

/** i18next's plural suffixes (CLDR): Arabic has six forms, English two. */
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const ENGLISH_PLURALS = ['one', 'other'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** A counted text must have every form its language needs ("2 محطات" and "11 محطة" differ). */
function pluralProblems(all: string[], language: string, forms: readonly string[]): string[] {
  const counted = new Set(all.filter((k) => PLURAL_SUFFIX.test(k)).map(pluralBase));
  return [...counted].flatMap((base) =>
    forms
      .filter((form) => !all.includes(`${base}_${form}`))
      .map((form) => `${base}_${form}: missing in ${language}`),
  );
}

/**
 * `{{count}}` is kept for counted texts: i18next picks the plural form by it, and a single form
 * cannot read right for every number in Arabic ("1 محطات", "11 محطات"). A number that counts no
 * noun ("Waiting: {{number}}") goes by another name.
 */
function uncountedProblems(all: string[], tree: object, language: string): string[] {
  return all
    .filter((key) => !PLURAL_SUFFIX.test(key) && String(leaf(tree, key)).includes('{{count}}'))
    .map((key) => `${key}: {{count}} without plural forms in ${language}`);
}

/**
 * What is wrong with a remote's two message files: a key in one language only, an empty text,
 * an Arabic text without Arabic words, a counted text (`key_one`…) missing one of its plural
 * forms (Arabic's six, English's two), or a `{{count}}` in a text that has no plural forms.
 * Empty when both are complete.
 */
export function messageFileProblems(ar: object, en: object): string[] {
  const arKeys = keys(ar);
  const enKeys = keys(en);
  const arBases = new Set(arKeys.map(pluralBase));
  const enBases = new Set(enKeys.map(pluralBase));
  const problems = [
    ...[...arBases].filter((k) => !enBases.has(k)).map((k) => `${k}: missing in en`),
    ...[...enBases].filter((k) => !arBases.has(k)).map((k) => `${k}: missing in ar`),
    ...pluralProblems(arKeys, 'ar', ARABIC_PLURALS),
    ...pluralProblems(enKeys, 'en', ENGLISH_PLURALS),
    ...uncountedProblems(arKeys, ar, 'ar'),
    ...uncountedProblems(enKeys, en, 'en'),
  ];
  for (const key of arKeys.filter((k) => enKeys.includes(k) || enBases.has(pluralBase(k)))) {
    const english = String(leaf(en, enKeys.includes(key) ? key : `${pluralBase(key)}_other`));
    const arabic = String(leaf(ar, key));
    if (english.trim() === '' || arabic.trim() === '') problems.push(`${key}: empty`);
    // Dashes and the like are the same in both; any word must be Arabic.
    else if (/[A-Za-z]{3,}/.test(english) && !/[\u0600-\u06FF]/.test(arabic))
      problems.push(`${key}: not Arabic`);
  }
  return problems;
}
