import { type InvoiceVatCategory, VAT_RATE_PERCENT, type VatSubtotal } from '@rihla/shared/contracts/vat';
import { type SQL, sql } from 'drizzle-orm';

/**
 * ZATCA's rounding (docs/vat.md, ADR 0050): amounts are halalas, every computed amount is rounded
 * to the halala, half up (XPath's round(), which ZATCA's rules use). a / b for a ≥ 0 and b > 0.
 */
export const divideRounded = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

export interface VatLine {
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

/**
 * One line's VAT. A price before VAT is the net: VAT = round(net × rate). A price with VAT
 * included is what the family pays: net = round(price ÷ (1 + rate)), VAT = price − net, so the
 * total is the price to the halala (it differs from round(net × rate) by at most one halala,
 * within ZATCA's tolerance for the VAT of a rate, BR-CO-17).
 */
export function lineVat(priceHalalas: number, ratePercent: number, pricesIncludeVat: boolean): VatLine {
  if (pricesIncludeVat) {
    const net = divideRounded(priceHalalas * 100, 100 + ratePercent);
    return { netHalalas: net, vatHalalas: priceHalalas - net, totalHalalas: priceHalalas };
  }
  const vat = divideRounded(priceHalalas * ratePercent, 100);
  return { netHalalas: priceHalalas, vatHalalas: vat, totalHalalas: priceHalalas + vat };
}

/** The same rule in SQL, for the invoice run's one statement: the VAT of `price` at `rate`. */
export function lineVatSql(price: SQL, rate: SQL, pricesIncludeVat: boolean): SQL {
  return pricesIncludeVat
    ? sql`(${price}::bigint - ((${price})::bigint * 200 + (100 + ${rate})) / (200 + 2 * ${rate}))`
    : sql`(((${price})::bigint * ${rate} * 2 + 100) / 200)`;
}

/** The rate of a package's VAT category, in SQL. */
export const rateOfCategorySql = (category: SQL): SQL =>
  sql`(case ${category} ${sql.join(
    Object.entries(VAT_RATE_PERCENT).map(([name, rate]) => sql`when ${name} then ${sql.raw(String(rate))}`),
    sql` `,
  )} else 0 end)`;

export interface DocumentLine extends VatLine {
  category: InvoiceVatCategory;
  ratePercent: number;
  exemptionReason: string | null;
}

/**
 * A document's VAT per rate (ZATCA's breakdown): the taxable amount of a rate is the sum of its
 * lines' net amounts (BR-S-08). Its VAT is round(taxable × rate) for prices before VAT (BR-S-09);
 * for prices with VAT included it is the sum of the lines' VAT, so the document's total is the sum
 * of the prices the family was quoted.
 */
export function vatBreakdown(lines: DocumentLine[], pricesIncludeVat: boolean): VatSubtotal[] {
  const groups = new Map<string, VatSubtotal>();
  for (const line of lines) {
    const key = `${line.category}:${line.ratePercent}:${line.exemptionReason ?? ''}`;
    const group = groups.get(key) ?? {
      category: line.category,
      ratePercent: line.ratePercent,
      exemptionReason: line.exemptionReason,
      netHalalas: 0,
      vatHalalas: 0,
      totalHalalas: 0,
    };
    group.netHalalas += line.netHalalas;
    group.vatHalalas += line.vatHalalas;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => {
    const vat = pricesIncludeVat
      ? group.vatHalalas
      : divideRounded(group.netHalalas * group.ratePercent, 100);
    return { ...group, vatHalalas: vat, totalHalalas: group.netHalalas + vat };
  });
}

/**
 * A credit note's share of its invoice's VAT: in proportion to what is still uncredited, so the
 * last credit note takes exactly what remains and the notes never credit more VAT than was charged.
 */
export function creditedVat(
  amountHalalas: number,
  remaining: { totalHalalas: number; vatHalalas: number },
): { netHalalas: number; vatHalalas: number } {
  const vat =
    amountHalalas >= remaining.totalHalalas
      ? remaining.vatHalalas
      : divideRounded(amountHalalas * remaining.vatHalalas, remaining.totalHalalas);
  return { netHalalas: amountHalalas - vat, vatHalalas: vat };
}
