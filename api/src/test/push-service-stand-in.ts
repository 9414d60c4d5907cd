import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import jsrsasign from 'jsrsasign';

/** One message a push service took, as the phone would read it. */
export interface PushReceived {
  path: string;
  /** The decrypted body, parsed. */
  payload: unknown;
  /** The public key the message's VAPID token was checked against (the `k=` of its Authorization). */
  vapidKey: string;
  /** The token's claims: audience (the push service's origin), expiry and subject. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const certificateTime = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** A self-signed certificate for 127.0.0.1: push endpoints are HTTPS only. */
function localCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = { str: '/CN=127.0.0.1' };
  const now = Date.now();
  const certificate = new jsrsasign.KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { int: 1 },
    issuer: name,
    subject: name,
    notbefore: certificateTime(new Date(now - 3_600_000)),
    notafter: certificateTime(new Date(now + 86_400_000)),
    sbjpubkey: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    sigalg: 'SHA256withECDSA',
    cakey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    ext: [{ extname: 'subjectAltName', array: [{ ip: '127.0.0.1' }] }],
  });
  return {
    key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    cert: certificate.getPEM(),
  };
}

/** The phone's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
class Phone {
  readonly ecdh = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);
  constructor() {
    this.ecdh.generateKeys();
  }

  /** The `aes128gcm` body back to its plaintext (one record, RFC 8188), as the browser does. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const secret = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(-16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 and any zero padding.
    const end = padded.lastIndexOf(2);
    if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0))
      throw new Error('no record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

/** Checks a VAPID token (ES256 JWT, RFC 8292) with the key the request names; answers its claims. */
function verifiedClaims(authorization: string | undefined): { key: string; claims: PushReceived['claims'] } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, body, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return { key, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) };
}

/**
 * A local push service for the API's tests: it hands out subscriptions as a phone's browser would,
 * takes web push requests over HTTPS, checks their VAPID token and decrypts their body with the
 * phone's keys. A phone's endpoint can be made to answer "gone" (410) or "unavailable" (503).
 */
export class PushServiceStandIn {
  readonly received: PushReceived[] = [];
  /** Requests refused, by path: the status the service answered. */
  readonly refused: { path: string; status: number }[] = [];
  /** Status to answer per path instead of 201. */
  readonly answer = new Map<string, number>();
  private readonly phones = new Map<string, Phone>();
  private readonly tls = localCertificate();
  private server: Server | null = null;
  /** The agent the API's push requests trust this service's certificate with. */
  readonly agent = new Agent({ ca: this.tls.cert });

  async start(): Promise<this> {
    const server = createServer(this.tls, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const status = this.answer.get(path) ?? 201;
        if (status >= 300) {
          this.refused.push({ path, status });
          response
            .writeHead(status)
            .end(status === 410 ? 'push subscription has unsubscribed or expired' : '');
          return;
        }
        try {
          const phone = this.phones.get(path);
          if (!phone) throw new Error(`no subscription at ${path}`);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const { key, claims } = verifiedClaims(request.headers.authorization);
          this.received.push({
            path,
            payload: JSON.parse(phone.decrypt(Buffer.concat(chunks))),
            vapidKey: key,
            claims,
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
            topic: request.headers.topic as string | undefined,
          });
          response.writeHead(201).end();
        } catch (error) {
          response.writeHead(400).end((error as Error).message);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return this;
  }

  get origin(): string {
    return `https://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** A new phone's subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    const path = `/push/${randomBytes(12).toString('hex')}`;
    const phone = new Phone();
    this.phones.set(path, phone);
    return {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: b64url(phone.ecdh.getPublicKey()), auth: b64url(phone.authSecret) },
    };
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
