/**
 * Every form of every remote and of the host's pages reports a failed save through the shared layer
 * (`useSaveErrorHandler` / `useVersionedSave`), which shows each refusal on a visible field or
 * in a toast naming it (use-save-error-handler.test.tsx proves that for every kind of refusal).
 * This test finds every form in the source, so a new form cannot go around the layer.
 */
// Vite reads the remotes' and the host's sources at test time (shared has no Node types for fs).
const sources = import.meta.glob(['../../../{remotes/*,host}/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.entries(sources).map(([path, text]) => ({ name: path.replace(/^(\.\.\/)+/, ''), text }));
const forms = files.filter((file) => file.text.includes('Form.useForm'));

describe('every form reports a failed save', () => {
  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThanOrEqual(13);
  });

  it.each(forms.map((form) => [form.name, form.text] as const))(
    '%s saves through the shared error layer',
    (_, text) => {
      expect(text).toMatch(/useSaveErrorHandler\(|useVersionedSave\(/);
    },
  );

  it.each(forms.map((form) => [form.name, form.text] as const))(
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

export {};
