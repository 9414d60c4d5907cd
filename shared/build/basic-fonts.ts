import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Built from the path, not `new URL(file, import.meta.url)`: Vite rewrites that form into an asset URL.
const FONTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'styles', 'fonts');

/** Line breaks and tabs: laid out, never looked up in a font. */
const INVISIBLE = /[\t\n\r]/;

/** Every code point in the unicode-ranges of `basic-<weight>.gen.css` (written by `pnpm fonts`). */
function basicCodePoints(weight: number): Set<number> {
  const css = readFileSync(join(FONTS, `basic-${weight}.gen.css`), 'utf8');
  const held = new Set<number>();
  for (const [, ranges = ''] of css.matchAll(/unicode-range:\s*([^;]+);/g)) {
    for (const part of ranges.split(',')) {
      const [from = 0, to = from] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => Number.parseInt(hex, 16));
      for (let cp = from; cp <= to; cp += 1) held.add(cp);
    }
  }
  return held;
}

/**
 * The characters of `texts` that the basic font cuts of `weight` do not hold: each would make
 * the page fetch @fontsource's full file for its range (tens of KB) on top of the cut.
 */
export function outsideBasicFonts(texts: readonly string[], weight: number): string[] {
  const held = basicCodePoints(weight);
  const outside = new Set<string>();
  for (const text of texts) {
    for (const char of text) {
      if (!INVISIBLE.test(char) && !held.has(char.codePointAt(0) ?? 0)) outside.add(char);
    }
  }
  return [...outside];
}
