import { generateKeyPairSync } from 'node:crypto';
import type { ZatcaEnvironment } from '@rihla/shared/contracts/zatca';
import jsrsasign from 'jsrsasign';

/** ZATCA's certificate template name, per environment (the CSR's 1.3.6.1.4.1.311.20.2 extension). */
const TEMPLATE_NAMES: Record<ZatcaEnvironment, string> = {
  sandbox: 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
};

/**
 * The invoice types the unit issues (the SAN's title): simplified only (0100). Rihla's documents
 * are all simplified (parents are consumers), so the compliance steps are the simplified ones.
 */
export const INVOICE_TYPES = '0100';

/** The solution's name and version in the unit's serial number (`1-<solution>|2-<version>|3-<serial>`). */
const SOLUTION = 'Rihla';
const SOLUTION_VERSION = '1.0';

export interface CsrFields {
  environment: ZatcaEnvironment;
  /** The unit's own serial (a UUID kept with the installation). */
  unitSerial: string;
  /** The seller's English or Arabic legal name (O). */
  organizationName: string;
  /** The branch (OU); ZATCA takes the 10-digit TIN of a group member here, a branch name otherwise. */
  organizationUnit: string;
  vatNumber: string;
  /** The national address as one line (registeredAddress). */
  registeredAddress: string;
  businessCategory: string;
}

const utf8 = (type: string, value: string) => [{ type, value, ds: 'utf8' as const }];

/**
 * A new secp256k1 key (node:crypto) and its PKCS#10 request with ZATCA's fields (jsrsasign): the
 * subject C=SA, OU, O, CN; the SAN's directory name with SN (the unit's serial number), UID (the
 * VAT number, ZATCA's organization identifier), title (the invoice types), registeredAddress and
 * businessCategory; and the certificate template name of the environment.
 */
export function generateCsr(fields: CsrFields): { privateKeyDer: Buffer; csrPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const csr = new jsrsasign.KJUR.asn1.csr.CertificationRequest({
    subject: {
      array: [
        [{ type: 'C', value: 'SA', ds: 'prn' }],
        utf8('OU', fields.organizationUnit),
        utf8('O', fields.organizationName),
        utf8('CN', `${SOLUTION}-${fields.vatNumber}`),
      ],
    },
    sbjpubkey: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    extreq: [
      {
        extname: 'subjectAltName',
        array: [
          {
            dn: {
              array: [
                utf8('SN', `1-${SOLUTION}|2-${SOLUTION_VERSION}|3-${fields.unitSerial}`),
                utf8('UID', fields.vatNumber),
                utf8('T', INVOICE_TYPES),
                // registeredAddress has no name in jsrsasign: its OID.
                utf8('2.5.4.26', fields.registeredAddress),
                utf8('businessCategory', fields.businessCategory),
              ],
            },
          },
        ],
      },
      { extname: '1.3.6.1.4.1.311.20.2', extn: { prnstr: { str: TEMPLATE_NAMES[fields.environment] } } },
    ],
    sigalg: 'SHA256withECDSA',
    sbjprvkey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  } as unknown as ConstructorParameters<typeof jsrsasign.KJUR.asn1.csr.CertificationRequest>[0]);
  return { privateKeyDer: privateKey.export({ format: 'der', type: 'pkcs8' }), csrPem: csr.getPEM() };
}
