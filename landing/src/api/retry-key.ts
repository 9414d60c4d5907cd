/**
 * The Idempotency-Key of the registration form: the same key while the family sends the very
 * same form again (a retry after "offline" or "failed", when the first send may have been stored
 * after all), a new one as soon as anything in the form changed or a request was created. The API
 * answers a retry with the first answer (its reference) instead of storing a second request.
 */
/** 32 random hex digits; getRandomValues, unlike randomUUID, also works on a plain-http address. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function retryKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
    /** After a request was created: the next form is a new request. */
    forget() {
      last = null;
    },
  };
}
