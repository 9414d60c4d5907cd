/** Only same-origin paths: `?redirect=https://evil` or `//evil` must not leave the console. */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
