import { createHash, createSign } from 'node:crypto';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { invoiceHash } from './zatca-hash';
import type { ZatcaSigner } from './zatca-key';
import { encodeQr } from './zatca-qr';
import { riyals, UBL, type UblDocument, ublXml } from './zatca-ubl';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const SIG = 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2';
const SAC = 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2';
const SBC = 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';

/** What ZATCA's references digest with: base64 of the SHA-256 written in hex. */
const hexDigest = (text: string) =>
  Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');

/** An issued document: its signed XML and what the chain and the QR carry. */
export interface StampedDocument {
  xml: string;
  invoiceHash: string;
  signatureValue: string;
  qr: string;
}

/** The certificate's issuer as XML-DSig writes it (RFC 4514: most specific first). */
const issuerName = (signer: ZatcaSigner) => signer.certificate.issuer.split('\n').reverse().join(', ');

/** Stand-ins for what depends on the hash, written over once it is known (never in a hashed part). */
const LATER = {
  hash: '@invoice-hash@',
  signature: '@signature-value@',
  properties: '@signed-properties-digest@',
  qr: '@qr@',
} as const;

/** The XAdES signed properties: the signing time and the certificate the signature is made with. */
function signedProperties(parent: XMLBuilder, signer: ZatcaSigner, signingTime: string) {
  const properties = parent.ele(XADES, 'xades:SignedProperties', { Id: 'xadesSignedProperties' });
  const signature = properties.ele(XADES, 'xades:SignedSignatureProperties');
  signature.ele(XADES, 'xades:SigningTime').txt(signingTime);
  const cert = signature.ele(XADES, 'xades:SigningCertificate').ele(XADES, 'xades:Cert');
  const digest = cert.ele(XADES, 'xades:CertDigest');
  digest.ele(DS, 'ds:DigestMethod', { Algorithm: SHA256 });
  digest.ele(DS, 'ds:DigestValue').txt(hexDigest(signer.certificateBase64));
  const serial = cert.ele(XADES, 'xades:IssuerSerial');
  serial.ele(DS, 'ds:X509IssuerName').txt(issuerName(signer));
  serial.ele(DS, 'ds:X509SerialNumber').txt(BigInt(`0x${signer.certificate.serialNumber}`).toString());
}

function reference(
  signedInfo: XMLBuilder,
  attributes: Record<string, string>,
  digest: string,
  xpaths: string[],
) {
  const element = signedInfo.ele(DS, 'ds:Reference', attributes);
  if (xpaths.length > 0) {
    const transforms = element.ele(DS, 'ds:Transforms');
    for (const xpath of xpaths) {
      transforms.ele(DS, 'ds:Transform', { Algorithm: XPATH }).ele(DS, 'ds:XPath').txt(xpath);
    }
    transforms.ele(DS, 'ds:Transform', { Algorithm: C14N11 });
  }
  element.ele(DS, 'ds:DigestMethod', { Algorithm: SHA256 });
  element.ele(DS, 'ds:DigestValue').txt(digest);
}

/** The enveloped XAdES signature in the document's one UBL extension. */
function extensions(signer: ZatcaSigner, signingTime: string): (parent: XMLBuilder) => void {
  return (parent) => {
    const extension = parent.ele(UBL.ext, 'ext:UBLExtension');
    extension.ele(UBL.ext, 'ext:ExtensionURI').txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
    const information = extension
      .ele(UBL.ext, 'ext:ExtensionContent')
      .ele(SIG, 'sig:UBLDocumentSignatures', { 'xmlns:sac': SAC, 'xmlns:sbc': SBC })
      .ele(SAC, 'sac:SignatureInformation');
    information.ele(UBL.cbc, 'cbc:ID').txt('urn:oasis:names:specification:ubl:signature:1');
    information
      .ele(SBC, 'sbc:ReferencedSignatureID')
      .txt('urn:oasis:names:specification:ubl:signature:Invoice');
    const signature = information.ele(DS, 'ds:Signature', { Id: 'signature' });
    const signedInfo = signature.ele(DS, 'ds:SignedInfo');
    signedInfo.ele(DS, 'ds:CanonicalizationMethod', { Algorithm: C14N11 });
    signedInfo.ele(DS, 'ds:SignatureMethod', {
      Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256',
    });
    reference(signedInfo, { Id: 'invoiceSignedData', URI: '' }, LATER.hash, [
      'not(//ancestor-or-self::ext:UBLExtensions)',
      'not(//ancestor-or-self::cac:Signature)',
      "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
    ]);
    reference(
      signedInfo,
      { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' },
      LATER.properties,
      [],
    );
    signature.ele(DS, 'ds:SignatureValue').txt(LATER.signature);
    signature
      .ele(DS, 'ds:KeyInfo')
      .ele(DS, 'ds:X509Data')
      .ele(DS, 'ds:X509Certificate')
      .txt(signer.certificateBase64);
    signedProperties(
      signature.ele(DS, 'ds:Object').ele(XADES, 'xades:QualifyingProperties', { Target: 'signature' }),
      signer,
      signingTime,
    );
  };
}

/** The signed properties as the document writes them: what their reference digests. */
function writtenProperties(xml: string): string {
  const start = xml.indexOf('<xades:SignedProperties');
  const close = '</xades:SignedProperties>';
  return xml.slice(start, xml.indexOf(close, start) + close.length);
}

/**
 * Issues a document: writes it once with its stamp's hash-dependent values left blank, hashes it
 * (the hash leaves the stamp out), signs the hash with the installation's key (ECDSA secp256k1 over
 * SHA-256), and fills in the digests, the signature and the QR of tags 1-9.
 */
export function stampDocument(doc: UblDocument, signer: ZatcaSigner, issuedAt: Date): StampedDocument {
  const signingTime = `${issuedAt.toISOString().slice(0, 19)}Z`;
  const draft = ublXml(doc, { extensions: extensions(signer, signingTime), qr: LATER.qr });
  const hash = invoiceHash(draft);
  const signatureValue = createSign('sha256')
    .update(Buffer.from(hash, 'base64'))
    .sign(signer.privateKey)
    .toString('base64');
  const qr = encodeQr({
    sellerName: doc.seller.legalName,
    vatNumber: doc.seller.vatNumber,
    timestamp: `${doc.issueDate}T${doc.issueTime}`,
    total: riyals(doc.totalHalalas),
    vat: riyals(doc.vatHalalas),
    invoiceHash: hash,
    signature: signatureValue,
    publicKey: signer.publicKeyDer,
    certificateSignature: signer.certificateSignature,
  });
  const filled: Record<string, string> = {
    [LATER.hash]: hash,
    [LATER.signature]: signatureValue,
    [LATER.properties]: hexDigest(writtenProperties(draft)),
    [LATER.qr]: qr,
  };
  const xml = draft.replace(
    /@(invoice-hash|signature-value|signed-properties-digest|qr)@/g,
    (key) => filled[key]!,
  );
  return { xml, invoiceHash: hash, signatureValue, qr };
}
