import { createSign, createVerify } from 'node:crypto';
import {
  certificateSerialHex,
  generateInstallationKey,
  openPrivateKey,
  sealPrivateKey,
  signerOf,
} from './zatca-key';
import { decodeQr, encodeQr } from './zatca-qr';

describe('the installation key', () => {
  const key = generateInstallationKey(new Date('2026-12-06T10:00:00Z'));

  it('is a secp256k1 key with a self-signed certificate that signs what its certificate verifies', () => {
    const signer = signerOf(
      sealPrivateKey(key.privateKeyDer, 'a secret of sixteen+'),
      key.certificateBase64,
      'a secret of sixteen+',
    );
    expect(signer.privateKey.asymmetricKeyDetails).toEqual({ namedCurve: 'secp256k1' });
    expect(signer.certificate.verify(signer.certificate.publicKey)).toBe(true);
    expect(signer.certificate.validFrom).toMatch(/Dec\s+6 10:00:00 2026/);
    const signature = createSign('sha256').update('invoice').sign(signer.privateKey);
    expect(createVerify('sha256').update('invoice').verify(signer.certificate.publicKey, signature)).toBe(
      true,
    );
  });

  it('writes a serial DER allows whatever the random bytes: positive and without a leading zero byte', () => {
    // Random bytes starting 0x00 gave `0065…`, an integer DER forbids: OpenSSL refused the whole
    // certificate about once in 750 installations ("no start line").
    for (const random of ['0065f27c65386f00', '00ff000000000000', 'ff00000000000000', '8000000000000000']) {
      const serial = certificateSerialHex(Buffer.from(random, 'hex'));
      expect(serial).toHaveLength(random.length);
      expect(Number.parseInt(serial.slice(0, 2), 16)).toBeGreaterThanOrEqual(0x10);
      expect(Number.parseInt(serial.slice(0, 2), 16)).toBeLessThan(0x80);
      expect(serial.slice(2)).toBe(random.slice(2));
    }
  });

  it('is stored only sealed, and opens only with its secret', () => {
    const sealed = sealPrivateKey(key.privateKeyDer, 'the right secret!!');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(key.privateKeyDer.toString('base64'));
    // Two seals of one key differ (a fresh IV each time).
    expect(sealPrivateKey(key.privateKeyDer, 'the right secret!!')).not.toBe(sealed);
    expect(openPrivateKey(sealed, 'the right secret!!').export({ format: 'der', type: 'pkcs8' })).toEqual(
      key.privateKeyDer,
    );
    expect(() => openPrivateKey(sealed, 'the wrong secret!!')).toThrow('ZATCA_KEY_SECRET does not open it');
    // The refusal never repeats what it was given.
    try {
      openPrivateKey(sealed, 'the wrong secret!!');
    } catch (error) {
      expect(String(error)).not.toContain(sealed.split(':')[3]);
    }
  });
});

describe('the QR payload', () => {
  const tags = {
    sellerName: 'شركة رحلة للنقل المدرسي',
    vatNumber: '310122393500003',
    timestamp: '2026-12-06T13:00:00',
    total: '450.00',
    vat: '58.70',
    invoiceHash: 'eAKwakJ1EpyhqjBR6uRWAiXTV//s/bxRtNNfL3cybZ4=',
    signature: 'MEUCIQ==',
    publicKey: Buffer.from([1, 2, 3]),
    certificateSignature: Buffer.from([4, 5]),
  };

  it('writes tags 1-9 as one-byte tag, one-byte length, value', () => {
    const decoded = decodeQr(encodeQr(tags));
    expect(decoded.get(1)!.toString()).toBe(tags.sellerName);
    expect(decoded.get(1)!.length).toBe(Buffer.byteLength(tags.sellerName));
    expect(decoded.get(4)!.toString()).toBe('450.00');
    expect(decoded.get(9)).toEqual(tags.certificateSignature);
    expect(Buffer.from(encodeQr(tags), 'base64').subarray(0, 2)).toEqual(
      Buffer.from([1, Buffer.byteLength(tags.sellerName)]),
    );
  });

  it('refuses a value longer than one length byte can say, rather than cut it', () => {
    expect(() => encodeQr({ ...tags, sellerName: 'ش'.repeat(200) })).toThrow('ZATCA QR tag 1 is 400 bytes');
  });
});
