import type { PAYMENT_METHODS } from '@rihla/shared/contracts/payments';
import type { InvoiceVatCategory } from '@rihla/shared/contracts/vat';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/** The namespaces of a UBL 2.1 invoice, declared on the root in every form of the document. */
export const UBL = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/** ZATCA's VAT category codes (UNTDID 5305). */
const CATEGORY_CODE: Record<InvoiceVatCategory, string> = {
  standard: 'S',
  zero_rated: 'Z',
  exempt: 'E',
  not_subject: 'O',
};

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** UNTDID 4461 payment means of a refund's method. */
const PAYMENT_MEANS: Record<PaymentMethod, string> = { cash: '10', bank_transfer: '42', card: '48' };

/** The seller as a ZATCA document names it: Arabic legal name, VAT and CR numbers, national address. */
export interface UblSeller {
  legalName: string;
  vatNumber: string;
  crNumber: string;
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
}

export interface UblLine {
  name: string;
  netHalalas: number;
  vatHalalas: number;
  category: InvoiceVatCategory;
  ratePercent: number;
  exemptionReason: string | null;
}

/** A VAT rate's totals (the document's breakdown, ADR 0050). */
export interface UblRate {
  category: InvoiceVatCategory;
  ratePercent: number;
  exemptionReason: string | null;
  taxableHalalas: number;
  vatHalalas: number;
}

/** Everything a simplified tax invoice (388) or credit note (381) states; a debit note (383) only as onboarding's compliance sample. */
export interface UblDocument {
  kind: 'invoice' | 'credit_note' | 'debit_note';
  /** cbc:ID: the invoice number, or the credit note's own. */
  id: string;
  uuid: string;
  icv: number;
  previousInvoiceHash: string;
  /** Local date and time of issue in the seller's zone (`YYYY-MM-DD`, `HH:mm:ss`). */
  issueDate: string;
  issueTime: string;
  /** The supply date (KSA-5): the first day the invoice is for. */
  supplyDate: string | null;
  seller: UblSeller;
  buyerName: string | null;
  lines: UblLine[];
  rates: UblRate[];
  totalHalalas: number;
  vatHalalas: number;
  /** A credit note's original invoice and the reason it was issued (KSA-10). */
  billingReference: { invoiceId: string; reason: string; method: PaymentMethod } | null;
}

/** What only the final, signed form holds: removed again before hashing. */
export interface UblStamp {
  extensions: (parent: XMLBuilder) => void;
  qr: string;
}

const TYPE_CODES: Record<UblDocument['kind'], string> = {
  invoice: '388',
  credit_note: '381',
  debit_note: '383',
};

/** Halalas as the document writes amounts: riyals with two decimals. */
export const riyals = (halalas: number) => (halalas / 100).toFixed(2);

/** The English texts of ZATCA's exemption reason codes (BR-KSA-83 wants code and text). */
const EXEMPTION_TEXT: Record<string, string> = {
  'VATEX-SA-29': 'Financial services mentioned in Article 29 of the VAT Regulations',
  'VATEX-SA-29-7': 'Life insurance services mentioned in Article 29 of the VAT Regulations',
  'VATEX-SA-30': 'Real estate transactions mentioned in Article 30 of the VAT Regulations',
  'VATEX-SA-32': 'Export of goods',
  'VATEX-SA-33': 'Export of services',
  'VATEX-SA-34-1': 'The international transport of Goods',
  'VATEX-SA-34-2': 'International transport of passengers',
  'VATEX-SA-34-3':
    'Services directly connected and incidental to a Supply of international passenger transport',
  'VATEX-SA-34-4': 'Supply of a qualifying means of transport',
  'VATEX-SA-34-5': 'Any services relating to Goods or passenger transportation',
  'VATEX-SA-35': 'Medicines and medical equipment',
  'VATEX-SA-36': 'Qualifying metals',
  'VATEX-SA-EDU': 'Private education to citizen',
  'VATEX-SA-HEA': 'Private healthcare to citizen',
  'VATEX-SA-MLTRY': 'Supply of qualified military goods',
};

function taxCategory(
  parent: XMLBuilder,
  element: string,
  rate: Omit<UblRate, 'taxableHalalas' | 'vatHalalas'>,
) {
  const category = parent.ele(UBL.cac, element);
  category.ele(UBL.cbc, 'cbc:ID').txt(CATEGORY_CODE[rate.category]);
  category.ele(UBL.cbc, 'cbc:Percent').txt(rate.ratePercent.toFixed(2));
  if (rate.exemptionReason) {
    category.ele(UBL.cbc, 'cbc:TaxExemptionReasonCode').txt(rate.exemptionReason);
    category
      .ele(UBL.cbc, 'cbc:TaxExemptionReason')
      .txt(EXEMPTION_TEXT[rate.exemptionReason] ?? rate.exemptionReason);
  }
  category.ele(UBL.cac, 'cac:TaxScheme').ele(UBL.cbc, 'cbc:ID').txt('VAT');
}

const amount = (parent: XMLBuilder, name: string, halalas: number) =>
  parent.ele(UBL.cbc, `cbc:${name}`, { currencyID: 'SAR' }).txt(riyals(halalas));

function documentReference(root: XMLBuilder, id: string, binary: string) {
  const reference = root.ele(UBL.cac, 'cac:AdditionalDocumentReference');
  reference.ele(UBL.cbc, 'cbc:ID').txt(id);
  reference
    .ele(UBL.cac, 'cac:Attachment')
    .ele(UBL.cbc, 'cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' })
    .txt(binary);
}

function seller(root: XMLBuilder, s: UblSeller) {
  const party = root.ele(UBL.cac, 'cac:AccountingSupplierParty').ele(UBL.cac, 'cac:Party');
  party.ele(UBL.cac, 'cac:PartyIdentification').ele(UBL.cbc, 'cbc:ID', { schemeID: 'CRN' }).txt(s.crNumber);
  const address = party.ele(UBL.cac, 'cac:PostalAddress');
  address.ele(UBL.cbc, 'cbc:StreetName').txt(s.street);
  address.ele(UBL.cbc, 'cbc:BuildingNumber').txt(s.buildingNumber);
  address.ele(UBL.cbc, 'cbc:CitySubdivisionName').txt(s.district);
  address.ele(UBL.cbc, 'cbc:CityName').txt(s.city);
  address.ele(UBL.cbc, 'cbc:PostalZone').txt(s.postalCode);
  address.ele(UBL.cac, 'cac:Country').ele(UBL.cbc, 'cbc:IdentificationCode').txt('SA');
  const tax = party.ele(UBL.cac, 'cac:PartyTaxScheme');
  tax.ele(UBL.cbc, 'cbc:CompanyID').txt(s.vatNumber);
  tax.ele(UBL.cac, 'cac:TaxScheme').ele(UBL.cbc, 'cbc:ID').txt('VAT');
  party.ele(UBL.cac, 'cac:PartyLegalEntity').ele(UBL.cbc, 'cbc:RegistrationName').txt(s.legalName);
}

function buyer(root: XMLBuilder, name: string | null) {
  const customer = root.ele(UBL.cac, 'cac:AccountingCustomerParty');
  if (name) {
    customer
      .ele(UBL.cac, 'cac:Party')
      .ele(UBL.cac, 'cac:PartyLegalEntity')
      .ele(UBL.cbc, 'cbc:RegistrationName')
      .txt(name);
  }
}

function totals(root: XMLBuilder, doc: UblDocument) {
  // ZATCA wants the VAT twice: once in the tax currency alone, once with its breakdown per rate.
  amount(root.ele(UBL.cac, 'cac:TaxTotal'), 'TaxAmount', doc.vatHalalas);
  const breakdown = root.ele(UBL.cac, 'cac:TaxTotal');
  amount(breakdown, 'TaxAmount', doc.vatHalalas);
  for (const rate of doc.rates) {
    const subtotal = breakdown.ele(UBL.cac, 'cac:TaxSubtotal');
    amount(subtotal, 'TaxableAmount', rate.taxableHalalas);
    amount(subtotal, 'TaxAmount', rate.vatHalalas);
    taxCategory(subtotal, 'cac:TaxCategory', rate);
  }
  const net = doc.totalHalalas - doc.vatHalalas;
  const monetary = root.ele(UBL.cac, 'cac:LegalMonetaryTotal');
  amount(monetary, 'LineExtensionAmount', net);
  amount(monetary, 'TaxExclusiveAmount', net);
  amount(monetary, 'TaxInclusiveAmount', doc.totalHalalas);
  amount(monetary, 'AllowanceTotalAmount', 0);
  amount(monetary, 'PrepaidAmount', 0);
  amount(monetary, 'PayableAmount', doc.totalHalalas);
}

function lines(root: XMLBuilder, doc: UblDocument) {
  doc.lines.forEach((line, index) => {
    const element = root.ele(UBL.cac, 'cac:InvoiceLine');
    element.ele(UBL.cbc, 'cbc:ID').txt(String(index + 1));
    element.ele(UBL.cbc, 'cbc:InvoicedQuantity', { unitCode: 'PCE' }).txt('1.000000');
    amount(element, 'LineExtensionAmount', line.netHalalas);
    const tax = element.ele(UBL.cac, 'cac:TaxTotal');
    amount(tax, 'TaxAmount', line.vatHalalas);
    amount(tax, 'RoundingAmount', line.netHalalas + line.vatHalalas);
    const item = element.ele(UBL.cac, 'cac:Item');
    item.ele(UBL.cbc, 'cbc:Name').txt(line.name);
    taxCategory(item, 'cac:ClassifiedTaxCategory', { ...line, exemptionReason: null });
    amount(element.ele(UBL.cac, 'cac:Price'), 'PriceAmount', line.netHalalas);
  });
}

/**
 * The document in UBL 2.1 with ZATCA's extensions, in the schema's element order. Without a
 * stamp it is the form the invoice hash is computed over; with one, the issued document (its
 * signature extension, QR and signature reference are what the hash leaves out). Written without
 * indentation, so removing those elements leaves exactly the unstamped form.
 */
export function ublXml(doc: UblDocument, stamp?: UblStamp): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL.invoice, 'Invoice', {
    'xmlns:cac': UBL.cac,
    'xmlns:cbc': UBL.cbc,
    'xmlns:ext': UBL.ext,
  });
  if (stamp) stamp.extensions(root.ele(UBL.ext, 'ext:UBLExtensions'));
  root.ele(UBL.cbc, 'cbc:ProfileID').txt('reporting:1.0');
  root.ele(UBL.cbc, 'cbc:ID').txt(doc.id);
  root.ele(UBL.cbc, 'cbc:UUID').txt(doc.uuid);
  root.ele(UBL.cbc, 'cbc:IssueDate').txt(doc.issueDate);
  root.ele(UBL.cbc, 'cbc:IssueTime').txt(doc.issueTime);
  // 0200000: a simplified document, none of the third-party, nominal, export, summary or self-billed flags.
  root.ele(UBL.cbc, 'cbc:InvoiceTypeCode', { name: '0200000' }).txt(TYPE_CODES[doc.kind]);
  root.ele(UBL.cbc, 'cbc:DocumentCurrencyCode').txt('SAR');
  root.ele(UBL.cbc, 'cbc:TaxCurrencyCode').txt('SAR');
  if (doc.billingReference) {
    root
      .ele(UBL.cac, 'cac:BillingReference')
      .ele(UBL.cac, 'cac:InvoiceDocumentReference')
      .ele(UBL.cbc, 'cbc:ID')
      .txt(doc.billingReference.invoiceId);
  }
  const icv = root.ele(UBL.cac, 'cac:AdditionalDocumentReference');
  icv.ele(UBL.cbc, 'cbc:ID').txt('ICV');
  icv.ele(UBL.cbc, 'cbc:UUID').txt(String(doc.icv));
  documentReference(root, 'PIH', doc.previousInvoiceHash);
  if (stamp) {
    documentReference(root, 'QR', stamp.qr);
    const signature = root.ele(UBL.cac, 'cac:Signature');
    signature.ele(UBL.cbc, 'cbc:ID').txt('urn:oasis:names:specification:ubl:signature:Invoice');
    signature
      .ele(UBL.cbc, 'cbc:SignatureMethod')
      .txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  }
  seller(root, doc.seller);
  buyer(root, doc.buyerName);
  if (doc.supplyDate)
    root.ele(UBL.cac, 'cac:Delivery').ele(UBL.cbc, 'cbc:ActualDeliveryDate').txt(doc.supplyDate);
  if (doc.billingReference) {
    // A credit note says how the money went back and why (BR-KSA-17).
    const means = root.ele(UBL.cac, 'cac:PaymentMeans');
    means.ele(UBL.cbc, 'cbc:PaymentMeansCode').txt(PAYMENT_MEANS[doc.billingReference.method]);
    means.ele(UBL.cbc, 'cbc:InstructionNote').txt(doc.billingReference.reason);
  }
  totals(root, doc);
  lines(root, doc);
  return root.end({ prettyPrint: false });
}
