import type { z } from 'zod';

/**
 * The last answer of a phone app's read, kept in localStorage so the app still shows it with no
 * network (a reload offline included). Read back through its contract: a copy of another shape
 * (an older app version) is dropped, never trusted.
 */
export function keepOfflineCopy(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the app works online only.
  }
}

export function offlineCopy<S extends z.ZodType>(key: string, schema: S): z.output<S> | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function dropOfflineCopies(keys: string[]): void {
  for (const key of keys) localStorage.removeItem(key);
}
