import { creditedVat, divideRounded, lineVat, vatBreakdown } from './vat';

describe('VAT rounding (ADR 0050)', () => {
  it('rounds half up to the halala', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(0, 7)).toBe(0);
    // 86.955 riyals at 15 % is 13.04325: 13.04; 10.10 at 15 % is 1.515: 1.52 (half up).
    expect(lineVat(8_696, 15, false)).toEqual({ netHalalas: 8_696, vatHalalas: 1_304, totalHalalas: 10_000 });
    expect(lineVat(1_010, 15, false)).toEqual({ netHalalas: 1_010, vatHalalas: 152, totalHalalas: 1_162 });
  });

  it('keeps a VAT-inclusive price to the halala and splits it as ZATCA checks it', () => {
    expect(lineVat(45_000, 15, true)).toEqual({
      netHalalas: 39_130,
      vatHalalas: 5_870,
      totalHalalas: 45_000,
    });
    // Every price to 200 riyals: the total is the price, the VAT within a halala of
    // round(net × 15 %), inside ZATCA's tolerance for a rate's VAT.
    const off = Array.from({ length: 20_000 }, (_, k) => lineVat(k + 1, 15, true)).filter(
      (line, k) =>
        line.totalHalalas !== k + 1 ||
        Math.abs(line.vatHalalas - divideRounded(line.netHalalas * 15, 100)) > 1,
    );
    expect(off).toEqual([]);
    expect(lineVat(30_000, 0, true)).toEqual({ netHalalas: 30_000, vatHalalas: 0, totalHalalas: 30_000 });
  });

  it('sums a mixed-rate document per rate: taxable amounts from the lines, VAT per rate', () => {
    const lines = [
      { category: 'standard' as const, ratePercent: 15, exemptionReason: null, ...lineVat(1_010, 15, false) },
      { category: 'standard' as const, ratePercent: 15, exemptionReason: null, ...lineVat(1_010, 15, false) },
      {
        category: 'zero_rated' as const,
        ratePercent: 0,
        exemptionReason: 'VATEX-SA-EDU',
        ...lineVat(40_000, 0, false),
      },
      {
        category: 'exempt' as const,
        ratePercent: 0,
        exemptionReason: 'VATEX-SA-29',
        ...lineVat(5_000, 0, false),
      },
    ];
    // Each line's VAT is 1.515 -> 1.52, but the rate's VAT is 15 % of 20.20 = 3.03, not 3.04 (BR-S-09).
    expect(vatBreakdown(lines, false)).toEqual([
      {
        category: 'standard',
        ratePercent: 15,
        exemptionReason: null,
        netHalalas: 2_020,
        vatHalalas: 303,
        totalHalalas: 2_323,
      },
      {
        category: 'zero_rated',
        ratePercent: 0,
        exemptionReason: 'VATEX-SA-EDU',
        netHalalas: 40_000,
        vatHalalas: 0,
        totalHalalas: 40_000,
      },
      {
        category: 'exempt',
        ratePercent: 0,
        exemptionReason: 'VATEX-SA-29',
        netHalalas: 5_000,
        vatHalalas: 0,
        totalHalalas: 5_000,
      },
    ]);
    // With VAT-inclusive prices, the rates add up to the prices the family was quoted.
    const inclusive = [lineVat(1_010, 15, true), lineVat(1_010, 15, true), lineVat(40_000, 0, true)].map(
      (line, k) => ({
        ...line,
        category: k < 2 ? ('standard' as const) : ('zero_rated' as const),
        ratePercent: k < 2 ? 15 : 0,
        exemptionReason: k < 2 ? null : 'VATEX-SA-EDU',
      }),
    );
    const sums = vatBreakdown(inclusive, true);
    expect(sums.map((rate) => rate.totalHalalas)).toEqual([2_020, 40_000]);
    expect(sums[0]).toMatchObject({ netHalalas: 1_756, vatHalalas: 264 });
  });

  it("credits an invoice's VAT in proportion, the last credit note taking exactly what is left", () => {
    const invoice = { totalHalalas: 45_000, vatHalalas: 5_870 };
    const first = creditedVat(10_000, invoice);
    expect(first).toEqual({ netHalalas: 8_696, vatHalalas: 1_304 });
    const rest = creditedVat(35_000, { totalHalalas: 35_000, vatHalalas: 5_870 - first.vatHalalas });
    expect(rest.vatHalalas + first.vatHalalas).toBe(5_870);
  });
});
