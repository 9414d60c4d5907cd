/** Vite's `import.meta.glob`, which the source-reading tests use (shared has no Node types for fs). */
interface ImportMeta {
  glob(
    patterns: string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, string>;
}
