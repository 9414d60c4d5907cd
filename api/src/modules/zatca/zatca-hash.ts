import { createHash } from 'node:crypto';
import { DOMParser, type Element as XmlElement, type Node as XmlNode } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { UBL } from './zatca-ubl';

/** ZATCA's initial previous-invoice hash (the chain's start): base64 of the hex SHA-256 of "0". */
export const INITIAL_PREVIOUS_HASH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString(
  'base64',
);

const isElement = (node: XmlNode): node is XmlElement => node.nodeType === node.ELEMENT_NODE;

/** Whether `element` is the reference that holds the QR (cbc:ID "QR"). */
const isQrReference = (element: XmlElement) =>
  element.namespaceURI === UBL.cac &&
  element.localName === 'AdditionalDocumentReference' &&
  Array.from(element.childNodes).some(
    (node) =>
      isElement(node) &&
      node.namespaceURI === UBL.cbc &&
      node.localName === 'ID' &&
      node.textContent === 'QR',
  );

/** The elements the invoice hash leaves out, as ZATCA's hashing transform removes them. */
function removeStamp(root: XmlElement) {
  for (const child of Array.from(root.childNodes)) {
    if (!isElement(child)) continue;
    const isExtensions = child.namespaceURI === UBL.ext && child.localName === 'UBLExtensions';
    const isSignature = child.namespaceURI === UBL.cac && child.localName === 'Signature';
    if (isExtensions || isSignature || isQrReference(child)) root.removeChild(child);
  }
}

/**
 * The document's canonical form: UBLExtensions, cac:Signature and the QR reference removed, then
 * canonical XML. ZATCA names C14N 1.1; it differs from C14N 1.0 only in how xml:id, xml:base
 * and the other xml: attributes are inherited, which a Rihla document never carries, so xml-crypto's
 * inclusive C14N 1.0 gives the same bytes.
 */
export function canonicalForm(xml: string): string {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new Error('not an XML document');
  removeStamp(root);
  const canonicalization = new C14nCanonicalization();
  // xml-crypto is typed with the browser's DOM; xmldom's nodes are what it walks at run time.
  return canonicalization.process(root as unknown as Parameters<typeof canonicalization.process>[0], {});
}

/** The invoice hash (base64 SHA-256 of the canonical form): the next document's PIH and QR tag 6. */
export const invoiceHash = (xml: string): string =>
  createHash('sha256').update(canonicalForm(xml), 'utf8').digest('base64');
