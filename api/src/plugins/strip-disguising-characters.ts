import type { FastifyInstance } from 'fastify';

/**
 * Invisible characters that can make stored text read differently from what it is: the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "‮gpj.exe" shows as
 * "exe.jpg") and the zero-width space, word joiner, Mongolian vowel separator and BOM. Kept on
 * purpose: the LRM/RLM marks (they only place neutral characters, and mixed Arabic–Latin text
 * needs them) and ZWJ/ZWNJ (Arabic-script spelling and emoji sequences need them).
 */
const DISGUISING = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\u180E\uFEFF]/g;

/** Passwords are taken exactly as typed: changing one would lock its owner out. */
const VERBATIM_FIELD = /password/i;

function withoutDisguisingCharacters(text: string): string {
  return text.replace(DISGUISING, '');
}

/** The body with every string (but passwords) cleaned, in place; depth is bounded by the JSON parser. */
function clean(value: unknown): unknown {
  if (typeof value === 'string') return withoutDisguisingCharacters(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = clean(value[index]);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!VERBATIM_FIELD.test(key)) record[key] = clean(record[key]);
    }
  }
  return value;
}

/** Every body's text is stored without the characters that disguise it (names, notes, addresses). */
export function stripDisguisingCharacters(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    request.body = clean(request.body);
  });
}
