function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaf(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

/**
 * What is wrong with a remote's two message files: a key in one language only, an empty text,
 * or an Arabic text without Arabic words. Empty when both are complete.
 */
export function messageFileProblems(ar: object, en: object): string[] {
  const arKeys = keys(ar);
  const enKeys = keys(en);
  const problems = [
    ...arKeys.filter((k) => !enKeys.includes(k)).map((k) => `${k}: missing in en`),
    ...enKeys.filter((k) => !arKeys.includes(k)).map((k) => `${k}: missing in ar`),
  ];
  for (const key of arKeys.filter((k) => enKeys.includes(k))) {
    const english = String(leaf(en, key));
    const arabic = String(leaf(ar, key));
    if (english.trim() === '' || arabic.trim() === '') problems.push(`${key}: empty`);
    // Dashes and the like are the same in both; any word must be Arabic.
    else if (/[A-Za-z]{3,}/.test(english) && !/[\u0600-\u06FF]/.test(arabic))
      problems.push(`${key}: not Arabic`);
  }
  return problems;
}
