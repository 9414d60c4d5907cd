import { describe, expect, it } from 'vitest';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaf(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

/** The checks every remote's message files pass: same keys in both languages, real Arabic. */
export function describeRemoteMessages(name: string, ar: object, en: object) {
  describe(`${name} messages`, () => {
    it('has every key in both languages', () => {
      expect(keys(ar).sort()).toEqual(keys(en).sort());
    });

    it('has no empty text and real Arabic in the Arabic file', () => {
      for (const key of keys(ar)) {
        expect(String(leaf(en, key)).trim(), key).not.toBe('');
        const arabic = String(leaf(ar, key));
        // Dashes and the like are the same in both; any word must be Arabic.
        if (/[A-Za-z]{3,}/.test(String(leaf(en, key)))) {
          expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
        }
      }
    });
  });
}
