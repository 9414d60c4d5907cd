/**
 * ZATCA's QR payload: TLV (one byte tag, one byte length, the value), base64. Tags 1-5 are the
 * seller's name and VAT number, the time of issue, the total and the VAT; 6 the invoice hash; 7
 * the ECDSA signature; 8 the public key; 9 (simplified documents) the certificate's signature.
 */
export interface QrTags {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
  invoiceHash: string;
  signature: string;
  publicKey: Buffer;
  certificateSignature: Buffer;
}

function tlv(tag: number, value: Buffer): Buffer {
  // One length byte: a longer value cannot be written, and a cut one would lie.
  if (value.length > 255) throw new Error(`ZATCA QR tag ${tag} is ${value.length} bytes, more than 255`);
  return Buffer.concat([Buffer.from([tag, value.length]), value]);
}

export function encodeQr(tags: QrTags): string {
  const text = (value: string) => Buffer.from(value, 'utf8');
  return Buffer.concat([
    tlv(1, text(tags.sellerName)),
    tlv(2, text(tags.vatNumber)),
    tlv(3, text(tags.timestamp)),
    tlv(4, text(tags.total)),
    tlv(5, text(tags.vat)),
    tlv(6, text(tags.invoiceHash)),
    tlv(7, text(tags.signature)),
    tlv(8, tags.publicKey),
    tlv(9, tags.certificateSignature),
  ]).toString('base64');
}

/** The tags of a QR payload, by number (a reader's view: what a phone would decode). */
export function decodeQr(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const tags = new Map<number, Buffer>();
  let at = 0;
  while (at + 2 <= bytes.length) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    tags.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return tags;
}
