import { generateSecret, generateURI, verifySync } from 'otplib';
import { openBytes, sealBytes } from '../../lib/sealed-secret';

/** The key that seals authenticator secrets when SECOND_FACTOR_KEY_SECRET is unset: a development install's only. */
const DEVELOPMENT_KEY_SECRET = 'rihla-development-only-second-factor-secret';
const PURPOSE = 'rihla-totp-secret';
/** A code of the step before or after this one is still taken (a phone's clock a little off). */
const TOLERANCE_SECONDS = 30;
/** How far back a code is recognised as expired rather than wrong. */
const EXPIRED_WITHIN_SECONDS = 15 * 60;

export const secondFactorKey = (config: { SECOND_FACTOR_KEY_SECRET?: string | undefined }) =>
  config.SECOND_FACTOR_KEY_SECRET ?? DEVELOPMENT_KEY_SECRET;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: 'Rihla', label: account, secret });
}

export const sealTotpSecret = (secret: string, key: string) => sealBytes(Buffer.from(secret), key, PURPOSE);

export function openTotpSecret(sealed: string, key: string): string {
  const clear = openBytes(sealed, key, PURPOSE);
  if (!clear) throw new Error('Authenticator secret: SECOND_FACTOR_KEY_SECRET does not open it');
  return clear.toString();
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'used' | 'expired' };

/**
 * A six-digit code against the secret: good once per time step (`lastStep`: the step of the last
 * code taken), a code of a step long gone is told apart as expired, anything else is wrong.
 */
export function checkTotp(secret: string, code: string, lastStep: number | null): TotpCheck {
  const now = verifySync({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  if (now.valid && 'timeStep' in now) {
    return lastStep !== null && now.timeStep <= lastStep
      ? { ok: false, reason: 'used' }
      : { ok: true, step: now.timeStep };
  }
  const earlier = verifySync({ secret, token: code, epochTolerance: [EXPIRED_WITHIN_SECONDS, 0] });
  return { ok: false, reason: earlier.valid ? 'expired' : 'wrong' };
}
