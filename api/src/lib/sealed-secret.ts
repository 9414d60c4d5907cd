import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const FORMAT = 'v1';
const wrappingKeys = new Map<string, Buffer>();

/** AES-256 key from the secret and a purpose (scrypt: a guessable secret costs an attacker per guess). */
function wrappingKey(secret: string, purpose: string): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = wrappingKeys.get(cacheKey);
  if (!key) {
    key = scryptSync(secret, purpose, 32);
    wrappingKeys.set(cacheKey, key);
  }
  return key;
}

/** Bytes sealed with AES-256-GCM under a key of `secret` for `purpose`: `v1:<iv>:<tag>:<ciphertext>`, base64 parts. */
export function sealBytes(clear: Buffer, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(clear), cipher.final()]);
  return [
    FORMAT,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    sealed.toString('base64'),
  ].join(':');
}

/** The bytes back; null for an unknown format or a wrong secret (the GCM tag check fails). */
export function openBytes(sealed: string, secret: string, purpose: string): Buffer | null {
  const [format, iv, tag, body] = sealed.split(':');
  if (format !== FORMAT || !iv || !tag || !body) return null;
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret, purpose), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]);
  } catch {
    return null;
  }
}
