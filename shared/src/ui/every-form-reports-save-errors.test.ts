import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every form of every remote reports a failed save through the shared layer
 * (`useSaveErrorHandler` / `useVersionedSave`), which shows each refusal on a visible field or
 * in a toast naming it (use-save-error-handler.test.tsx proves that for every kind of refusal).
 * This test finds every form in the source, so a new form cannot go around the layer.
 */
const root = join(__dirname, '..', '..', '..');
const remotes = join(root, 'remotes');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = readdirSync(remotes).flatMap((remote) =>
  sourceFiles(join(remotes, remote, 'src')).map((path) => ({
    name: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
);
const forms = files.filter((file) => file.text.includes('Form.useForm'));

describe('every form reports a failed save', () => {
  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThanOrEqual(13);
  });

  it.each(forms.map((form) => [form.name, form.text]))(
    '%s saves through the shared error layer',
    (_, text) => {
      expect(text).toMatch(/useSaveErrorHandler\(|useVersionedSave\(/);
    },
  );

  it.each(forms.map((form) => [form.name, form.text]))(
    '%s hands every mutation’s failure to it',
    (_, text) => {
      // A `mutateAsync` rejection in a submit handler is lost; `mutate(..., { onError })` is not.
      const calls = text.match(/\.mutate\(/g)?.length ?? 0;
      const handled = text.match(/\bonError\b[,}\s]/g)?.length ?? 0;
      if (text.includes('useSaveErrorHandler(')) expect(handled).toBeGreaterThanOrEqual(calls);
      expect(text).not.toMatch(/await \w+\.mutateAsync\(\w+\);/);
    },
  );

  it('leaves placing errors on fields to the shared layer (no hand-made setFields)', () => {
    expect(files.filter((file) => file.text.includes('.setFields(')).map((file) => file.name)).toEqual([]);
  });

  it('has every quiet mutation’s failure handled by the form that calls it', () => {
    const quiet = files.filter((file) => /quiet: true/.test(file.text));
    for (const file of quiet)
      expect([file.name, /useSaveErrorHandler\(|useVersionedSave\(/.test(file.text)]).toEqual([
        file.name,
        true,
      ]);
  });
});
