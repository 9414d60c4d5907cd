import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * One of OWASP's scrypt settings (Password Storage Cheat Sheet: N=2^15, r=8, p=3): the work of
 * N=2^17 with a quarter of its memory, 32 MiB per hash. Hashes made with older settings are
 * replaced at the next sign-in (`needsRehash`).
 */
const PARAMS = { N: 32_768, r: 8, p: 3 };
/** Room for the largest setting a stored hash may carry (128 · N · r bytes, with headroom). */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other settings than today's, so the next sign-in replaces it. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$`);
}

/** A hash no password matches, compared against for unknown emails so timing does not reveal them. */
export const UNKNOWN_USER_HASH = await hashPassword(randomBytes(16).toString('hex'));

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
