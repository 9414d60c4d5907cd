// `pnpm fonts`: writes shared/src/styles/fonts/, the "basic" cuts of the fonts the sign-in page and
// the landing pages load (Noto Sans Arabic and Inter from @fontsource): the Arabic letters, marks,
// digits and punctuation of everyday Arabic, and printable ASCII with a few typographic signs, each
// weight a woff2 of a few KB instead of the 24-53 KB of @fontsource's "arabic" and "latin" files.
//
// Each basic-<weight>.css declares them for the characters they hold (the unicode-range is read
// back from the cut font), and is imported AFTER @fontsource's own CSS: for a character in both,
// the browser takes the face declared last, so a page whose text stays within the basic set never
// downloads @fontsource's larger files, and a character outside it (Persian letters, accented
// Latin typed into a form) still comes in the right font, from @fontsource's file, fetched then.
// The cut keeps the layout tables (harfbuzz's closure over GSUB), so Arabic still joins and
// ligates (measured: the same pixels as the full files). Run it again after an upgrade of
// @fontsource; the output is committed, with the fonts' licence (OFL 1.1).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { root } from './ensure-build.mjs';

const OUT = join(root, 'shared', 'src', 'styles', 'fonts');
const WEIGHTS = [400, 600, 700];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Arabic letters, tatweel, harakat and hamza marks, Arabic-Indic digits and signs, bidi marks. */
const ARABIC_BASIC = [
  ...range(0x0621, 0x063a),
  ...range(0x0640, 0x0655),
  ...range(0x0660, 0x066d),
  0x060c,
  0x061b,
  0x061f,
  0x0670,
  ...range(0x200c, 0x200f),
];

/** Printable ASCII, no-break space, and the signs the pages' texts use (© « · » × – — ‘ ’ “ ” • …). */
const LATIN_BASIC = [
  ...range(0x0020, 0x007e),
  0x00a0,
  0x00a9,
  0x00ab,
  0x00b7,
  0x00bb,
  0x00d7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
];

/**
 * Left-to-right and right-to-left marks (Intl's Arabic currency puts them around "ر.س."): never
 * drawn (harfbuzz hides a default-ignorable character a font lacks), but a browser fetches a face
 * whose unicode-range holds one. Every cut declares them, so none of @fontsource's is fetched for them.
 */
const BIDI_MARKS = [0x200e, 0x200f];

const CUTS = [
  {
    family: 'Noto Sans Arabic',
    pkg: '@fontsource/noto-sans-arabic',
    slice: 'arabic',
    codePoints: ARABIC_BASIC,
  },
  {
    family: 'Noto Sans Arabic',
    pkg: '@fontsource/noto-sans-arabic',
    slice: 'latin',
    codePoints: LATIN_BASIC,
  },
  { family: 'Inter', pkg: '@fontsource/inter', slice: 'latin', codePoints: LATIN_BASIC },
];

// The landing and the host depend on @fontsource; the root does not.
const requireFromLanding = createRequire(join(root, 'landing', 'package.json'));
const packageDir = (pkg) => dirname(requireFromLanding.resolve(`${pkg}/package.json`));

/** `U+600-63A,U+640` from sorted code points. */
function unicodeRange(codePoints) {
  const parts = [];
  for (let i = 0; i < codePoints.length; ) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j += 1;
    const hex = (cp) => cp.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`);
    i = j + 1;
  }
  return parts.join(',');
}

function codePointsOf(sfnt) {
  const face = new hb.Face(new hb.Blob(sfnt));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

mkdirSync(OUT, { recursive: true });
// The cuts are derived fonts under the same SIL Open Font License: its text travels with them.
for (const pkg of new Set(CUTS.map((cut) => cut.pkg))) {
  copyFileSync(
    join(packageDir(pkg), 'LICENSE'),
    join(OUT, `LICENSE-${pkg.slice('@fontsource/'.length)}.txt`),
  );
}
for (const weight of WEIGHTS) {
  const rules = [];
  for (const cut of CUTS) {
    const stem = `${cut.pkg.slice('@fontsource/'.length)}-${cut.slice}`;
    const source = readFileSync(join(packageDir(cut.pkg), 'files', `${stem}-${weight}-normal.woff2`));
    const text = String.fromCodePoint(...cut.codePoints);
    const sfnt = await subsetFont(source, text, { targetFormat: 'sfnt' });
    const held = [...new Set([...codePointsOf(sfnt), ...BIDI_MARKS])].sort((a, b) => a - b);
    const woff2 = await subsetFont(source, text, { targetFormat: 'woff2' });
    const file = `${stem}-basic-${weight}.woff2`;
    writeFileSync(join(OUT, file), woff2);
    console.log(`${file}: ${(source.length / 1024).toFixed(1)} -> ${(woff2.length / 1024).toFixed(1)} KB`);
    rules.push(
      [
        '@font-face {',
        `  font-family: "${cut.family}";`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${weight};`,
        `  src: url(./${file}) format("woff2");`,
        `  unicode-range: ${unicodeRange(held)};`,
        '}',
      ].join('\n'),
    );
  }
  const css = [
    `/* Written by \`pnpm fonts\` (scripts/subset-fonts.mjs): do not edit. Import after @fontsource's ${weight}.css. */`,
    ...rules,
    '',
  ].join('\n');
  writeFileSync(join(OUT, `basic-${weight}.gen.css`), css);
}
