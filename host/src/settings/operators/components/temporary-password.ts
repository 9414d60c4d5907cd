/** Letters and digits that cannot be mistaken for each other when read out or copied by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 14;

/** A random temporary password for a new or reset account (the operator must change it at sign-in). */
export function temporaryPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  // 256 % 54 leaves a slight bias; irrelevant for a password that lives until the first sign-in.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
