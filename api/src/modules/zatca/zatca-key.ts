import {
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import jsrsasign from 'jsrsasign';
import { openBytes, sealBytes } from '../../lib/sealed-secret';

/**
 * The key that encrypts the signing key when ZATCA_KEY_SECRET is unset: a development install's
 * only. The API warns at start without it (ADR 0052); onboarding with ZATCA needs a real one.
 */
export const DEVELOPMENT_KEY_SECRET = 'rihla-development-only-zatca-key-secret';

/** The signing identity of an installation: its private key and certificate. */
export interface ZatcaSigner {
  privateKey: KeyObject;
  certificate: X509Certificate;
  /** The certificate, base64 DER (ds:X509Certificate). */
  certificateBase64: string;
  /** The public key, SubjectPublicKeyInfo DER (QR tag 8). */
  publicKeyDer: Buffer;
  /** The certificate's own signature (QR tag 9). */
  certificateSignature: Buffer;
}

const PURPOSE = 'rihla-zatca-signing-key';

/** The private key (PKCS#8 DER) sealed with AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>`, base64 parts. */
export function sealPrivateKey(der: Buffer, secret: string): string {
  return sealBytes(der, secret, PURPOSE);
}

/** The private key back; a wrong secret fails the GCM tag check (and says so, never what it read). */
export function openPrivateKey(sealed: string, secret: string): KeyObject {
  const der = openBytes(sealed, secret, PURPOSE);
  if (!der) throw new Error('ZATCA signing key: ZATCA_KEY_SECRET does not open it');
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

/**
 * A certificate serial from random bytes, as a DER INTEGER must be written: positive (first bit
 * clear) and minimal (no leading zero byte). The first byte is kept in 0x10-0x7f; a serial that
 * started 0x00 was an integer DER forbids, and OpenSSL refused the whole certificate.
 */
export function certificateSerialHex(random: Buffer): string {
  const bytes = Buffer.from(random);
  bytes[0] = (bytes[0]! & 0x7f) | 0x10;
  return bytes.toString('hex');
}

const certificateTime = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * A new secp256k1 key and a self-signed certificate for it (ten years): the installation signs
 * with it until it is onboarded and ZATCA issues its CSID. node:crypto makes the key; jsrsasign
 * writes the certificate (node:crypto cannot).
 */
export function generateInstallationKey(now: Date): { privateKeyDer: Buffer; certificateBase64: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const name = { str: '/C=SA/OU=Rihla/CN=Rihla EGS' };
  const certificate = new jsrsasign.KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { hex: certificateSerialHex(randomBytes(8)) },
    issuer: name,
    subject: name,
    notbefore: certificateTime(now),
    notafter: certificateTime(new Date(now.getTime() + 10 * 365 * 86_400_000)),
    sbjpubkey: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    sigalg: 'SHA256withECDSA',
    cakey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    ext: [],
  });
  return {
    privateKeyDer: privateKey.export({ format: 'der', type: 'pkcs8' }),
    certificateBase64: jsrsasign.hextob64(certificate.getEncodedHex()),
  };
}

/** A signer of a key in hand and its certificate (onboarding's compliance samples, before the key is stored). */
export function signerFromKey(privateKey: KeyObject, certificateBase64: string): ZatcaSigner {
  const certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  const parsed = new jsrsasign.X509();
  parsed.readCertHex(certificate.raw.toString('hex'));
  return {
    privateKey,
    certificate,
    certificateBase64,
    publicKeyDer: certificate.publicKey.export({ type: 'spki', format: 'der' }),
    certificateSignature: Buffer.from(parsed.getSignatureValueHex(), 'hex'),
  };
}

const signers = new Map<string, ZatcaSigner>();

/** The signer of a stored key and certificate, opened once per process. */
export function signerOf(sealed: string, certificateBase64: string, secret: string): ZatcaSigner {
  const cacheKey = `${sealed}|${certificateBase64}`;
  let signer = signers.get(cacheKey);
  if (!signer) {
    signer = signerFromKey(openPrivateKey(sealed, secret), certificateBase64);
    signers.set(cacheKey, signer);
  }
  return signer;
}
