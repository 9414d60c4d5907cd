import { FINANCE_LABELS } from '@rihla/shared/i18n/messages/finance';
import QRCode from 'qrcode';
import { escapeHtml } from '../../lib/escape-html';
import { wallClockParts } from '../../lib/operators-clock';
import type { PrintedDocument } from './zatca-print.service';

/** Every label in both languages, Arabic first: the printed page is one bilingual document. */
const LABELS = {
  invoice: ['فاتورة ضريبية مبسطة', 'Simplified Tax Invoice'],
  credit_note: ['إشعار دائن ضريبي مبسط', 'Simplified Credit Note'],
  receipt: ['إيصال استلام دفعة', 'Payment Receipt'],
  vatNumber: ['الرقم الضريبي', 'VAT number'],
  crNumber: ['السجل التجاري', 'CR number'],
  phone: ['الهاتف', 'Phone'],
  number: ['رقم الفاتورة', 'Invoice number'],
  noteNumber: ['رقم الإشعار', 'Credit note number'],
  issuedAt: ['تاريخ ووقت الإصدار', 'Issue date and time'],
  originalInvoice: ['الفاتورة الأصلية', 'Original invoice'],
  reason: ['سبب الإشعار', 'Reason'],
  refund: ['استرداد', 'Refund'],
  customer: ['العميل', 'Customer'],
  student: ['الطالب', 'Student'],
  description: ['الوصف', 'Description'],
  month: ['الشهر', 'Month'],
  net: ['المبلغ قبل الضريبة', 'Amount before VAT'],
  rate: ['نسبة الضريبة', 'VAT rate'],
  vat: ['ضريبة القيمة المضافة', 'VAT'],
  total: ['المبلغ شامل الضريبة', 'Amount with VAT'],
  vatPerRate: ['الضريبة حسب النسبة', 'VAT by rate'],
  category: ['الفئة', 'Category'],
  taxable: ['المبلغ الخاضع', 'Taxable amount'],
  totalNet: ['الإجمالي غير شامل الضريبة', 'Total excluding VAT'],
  totalVat: ['مجموع ضريبة القيمة المضافة', 'Total VAT'],
  totalWithVat: ['الإجمالي شامل الضريبة', 'Total including VAT'],
  receivedOn: ['تاريخ الاستلام', 'Received on'],
  method: ['طريقة الدفع', 'Method'],
  paymentReference: ['المرجع', 'Reference'],
  amountReceived: ['المبلغ المستلم', 'Amount received'],
  invoiceTotal: ['مبلغ الفاتورة', 'Invoice total'],
  outstanding: ['المتبقي على الفاتورة', 'Left to pay on the invoice'],
  voided: ['ملغاة', 'Voided'],
  qr: ['رمز الاستجابة السريعة', 'QR code'],
  riyals: ['ر.س', 'SAR'],
  counter: ['عداد الفاتورة', 'Invoice counter'],
} as const satisfies Record<string, readonly [string, string]>;

type Label = keyof typeof LABELS;
// The English sits in an isolate: left to right inside, aligned with the Arabic around it.
const label = (key: Label) =>
  `<span lang="ar">${LABELS[key][0]}</span> <span lang="en"><bdi>${LABELS[key][1]}</bdi></span>`;
const both = (ar: string, en: string) =>
  `<span lang="ar">${escapeHtml(ar)}</span> <span lang="en"><bdi>${escapeHtml(en)}</bdi></span>`;
/** Codes, numbers and dates sit in left-to-right islands inside the Arabic page. */
const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;
const riyals = (halalas: number) =>
  ltr(
    new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      halalas / 100,
    ),
  );
const financeLabel = (key: keyof (typeof FINANCE_LABELS)['ar']) =>
  both(FINANCE_LABELS.ar[key], FINANCE_LABELS.en[key]);

function localTime(at: Date, timeZone: string) {
  const p = wallClockParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

function letterhead(doc: PrintedDocument) {
  const c = doc.company;
  const address = [
    [c.buildingNumber, c.street].filter(Boolean).join(' '),
    c.district,
    [c.city, c.postalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join('، ');
  const logo = c.logo ? `<img class="logo" src="${escapeHtml(c.logo)}" alt="">` : '';
  const fact = (key: Label, value: string | null) => (value ? `<div>${label(key)}: ${ltr(value)}</div>` : '');
  return `<header class="letterhead">
${logo}
<div class="seller">
<h1 lang="ar" data-testid="seller-ar">${escapeHtml(c.legalNameAr ?? '')}</h1>
<div class="seller-en" lang="en"><bdi>${escapeHtml(c.legalNameEn ?? '')}</bdi></div>
${address ? `<div>${escapeHtml(address)}</div>` : ''}
${c.address && !address ? `<div>${escapeHtml(c.address)}</div>` : ''}
${fact('vatNumber', c.vatNumber)}${fact('crNumber', c.crNumber)}${fact('phone', c.phone)}
</div>
<div class="title">${label(doc.kind)}</div>
</header>`;
}

const row = (key: Label, value: string) => `<tr><th>${label(key)}</th><td>${value}</td></tr>`;

function facts(doc: PrintedDocument) {
  const timeZone = doc.company.timeZone;
  const rows: string[] = [];
  if (doc.kind === 'credit_note') {
    rows.push(row('noteNumber', ltr(doc.number)), row('originalInvoice', ltr(`#${doc.invoiceNumber}`)));
    const reference = doc.payment?.reference;
    rows.push(row('reason', `${label('refund')}${reference ? ` ${ltr(reference)}` : ''}`));
  } else {
    rows.push(row('number', ltr(`#${doc.number}`)));
  }
  rows.push(row('issuedAt', ltr(localTime(doc.issuedAt, timeZone))));
  if (doc.kind === 'receipt' && doc.payment) {
    rows.push(
      row('receivedOn', ltr(doc.payment.receivedOn)),
      row('method', financeLabel(`payment.method.${doc.payment.method}`)),
    );
    if (doc.payment.reference) rows.push(row('paymentReference', ltr(doc.payment.reference)));
    rows.push(row('description', `${both(doc.line.nameAr, doc.line.nameEn)} ${ltr(doc.line.month)}`));
  }
  rows.push(row('customer', escapeHtml(doc.buyerName)), row('student', escapeHtml(doc.studentName)));
  return `<table class="facts"><tbody>${rows.join('')}</tbody></table>`;
}

async function qrBlock(doc: PrintedDocument) {
  if (!doc.zatca) return '';
  const svg = await QRCode.toString(doc.zatca.qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `<figure class="qr" data-testid="document-qr">${svg}<figcaption>${label('qr')}</figcaption></figure>`;
}

function lines(doc: PrintedDocument) {
  const rate = doc.rates[0]?.ratePercent ?? 0;
  return `<table class="lines">
<thead><tr><th>${label('description')}</th><th>${label('net')}</th><th>${label('rate')}</th><th>${label('vat')}</th><th>${label('total')}</th></tr></thead>
<tbody><tr>
<td class="description">${both(doc.line.nameAr, doc.line.nameEn)} <div class="muted">${label('month')}: ${ltr(doc.line.month)}</div></td>
<td class="num">${riyals(doc.netHalalas)}</td><td class="num">${ltr(`${rate}%`)}</td><td class="num">${riyals(doc.vatHalalas)}</td><td class="num">${riyals(doc.totalHalalas)}</td>
</tr></tbody></table>`;
}

function ratesTable(doc: PrintedDocument) {
  const body = doc.rates
    .map(
      (r) =>
        `<tr><td>${financeLabel(`vat.category.${r.category}`)}${r.exemptionReason ? ` ${ltr(r.exemptionReason)}` : ''}</td><td class="num">${ltr(`${r.ratePercent}%`)}</td><td class="num">${riyals(r.netHalalas)}</td><td class="num">${riyals(r.vatHalalas)}</td></tr>`,
    )
    .join('');
  return `<h2>${label('vatPerRate')}</h2><table class="rates">
<thead><tr><th>${label('category')}</th><th>${label('rate')}</th><th>${label('taxable')}</th><th>${label('vat')}</th></tr></thead>
<tbody>${body}</tbody></table>`;
}

function totals(doc: PrintedDocument) {
  const currency = `<span class="muted">${label('riyals')}</span>`;
  const total = (key: Label, halalas: number, testId: string) =>
    `<tr><th>${label(key)}</th><td class="num" data-testid="${testId}">${riyals(halalas)} ${currency}</td></tr>`;
  if (doc.kind === 'receipt') {
    return `<table class="totals"><tbody>
${total('amountReceived', doc.totalHalalas, 'total')}
${total('invoiceTotal', doc.invoiceTotalHalalas, 'invoice-total')}
${total('outstanding', doc.outstandingHalalas ?? 0, 'outstanding')}
</tbody></table>`;
  }
  return `<table class="totals"><tbody>
${total('totalNet', doc.netHalalas, 'net')}
${total('totalVat', doc.vatHalalas, 'vat')}
${total('totalWithVat', doc.totalHalalas, 'total')}
</tbody></table>`;
}

const STYLE = `
@page{size:A4;margin:14mm 14mm 16mm}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-family:"Noto Naskh Arabic","Noto Sans Arabic","Noto Sans","DejaVu Sans",sans-serif;font-size:10.5pt;color:#111827;line-height:1.45}
[lang=en]{font-family:"Noto Sans","DejaVu Sans",sans-serif;color:#4b5563;font-size:.88em}
h1{font-size:17pt;margin:0}
h2{font-size:11pt;margin:14pt 0 4pt}
.letterhead{display:flex;gap:12pt;align-items:flex-start;border-block-end:2pt solid #0f766e;padding-block-end:8pt}
.logo{max-block-size:22mm;max-inline-size:40mm;object-fit:contain}
.seller{flex:1}
.seller-en{font-size:11pt;font-weight:600}
.title{font-size:14pt;font-weight:700;color:#0f766e;text-align:end;max-inline-size:60mm}
.title [lang=en]{display:block;color:#0f766e;font-size:11pt}
.head{display:flex;gap:12pt;align-items:flex-start;margin-block-start:10pt}
.facts{flex:1}
table{border-collapse:collapse;inline-size:100%}
th,td{padding:4pt 6pt;text-align:start;vertical-align:top}
.facts th{inline-size:45%;font-weight:600}
.lines,.rates{border:1pt solid #d1d5db}
.lines th,.rates th{background:#f0fdfa;border-block-end:1pt solid #d1d5db;font-weight:600}
.lines td,.rates td{border-block-end:1pt solid #e5e7eb}
th [lang=en]{display:block}
.num{text-align:end;white-space:nowrap}
.totals{inline-size:60%;margin-inline-start:auto;margin-block-start:10pt}
.totals tr:last-child{font-weight:700;border-block-start:1.5pt solid #111827}
.muted{color:#6b7280}
.description>[lang=en]{display:block}
.qr{margin:0;inline-size:42mm;text-align:center}
.qr svg{inline-size:42mm;block-size:42mm;display:block}
.qr figcaption{font-size:8pt}
.qr figcaption [lang=en]{display:block}
.voided{border:2pt solid #b91c1c;color:#b91c1c;font-weight:700;padding:4pt 8pt;margin-block-start:8pt;display:inline-block}
footer{margin-block-start:16pt;font-size:8pt;color:#6b7280;border-block-start:1pt solid #e5e7eb;padding-block-start:4pt}
`;

/** The printable A4 page of an invoice, credit note or receipt: self-contained, no script, images inline. */
export async function printedDocumentHtml(doc: PrintedDocument): Promise<string> {
  const voided = doc.payment?.voidedAt
    ? `<div class="voided">${label('voided')}${doc.payment.voidReason ? `: ${escapeHtml(doc.payment.voidReason)}` : ''}</div>`
    : '';
  const footer = doc.zatca
    ? `<footer>UUID ${ltr(doc.zatca.uuid)} · ${label('counter')} ${ltr(String(doc.zatca.icv))}</footer>`
    : '';
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>${escapeHtml(`${LABELS[doc.kind][1]} ${doc.number}`)}</title><style>${STYLE}</style></head>
<body>
${letterhead(doc)}
${voided}
<section class="head">${facts(doc)}${await qrBlock(doc)}</section>
${doc.kind === 'receipt' ? '' : `${lines(doc)}${ratesTable(doc)}`}
${totals(doc)}
${footer}
</body>
</html>`;
}
