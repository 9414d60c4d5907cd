/**
 * A text box never cuts what the operator types or pastes: `maxLength` drops the end of a long
 * name without a word, while the contract's check says "at most 120 characters" next to the
 * field. A counter (`count={{ show: true, max }}`) marks the excess instead of cutting it.
 */
const sources = import.meta.glob(
  ['../../../remotes/*/src/**/*.tsx', '../../../host/src/**/*.tsx', '../**/*.tsx', '!**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);
const files = Object.entries(sources).map(([path, text]) => ({ name: path.replace(/^(\.\.\/)+/, ''), text }));

describe('no text box cuts text silently', () => {
  it('reads the screens', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('finds no maxLength on any of them', () => {
    expect(files.filter((file) => /\bmaxLength=\{/.test(file.text)).map((file) => file.name)).toEqual([]);
  });
});
