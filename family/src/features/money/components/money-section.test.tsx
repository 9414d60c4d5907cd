import type { FamilyMoney } from '@rihla/shared/contracts/online-payments';
import { renderInFamily } from '../../../test/render-in-family';
import { MoneySection } from './money-section';

/** A family owing one unpaid invoice of 450 SAR, with one cash payment on an older one. */
const money = (onlinePayment: FamilyMoney['onlinePayment'], pdfUrl: string | null = null): FamilyMoney => ({
  balanceHalalas: 45_000,
  onlinePayment,
  company: { nameAr: 'شركة رحلة للنقل', nameEn: 'Rihla Transport', vatNumber: null },
  parent: { name: 'هند العتيبي', phone: '+966501234567' },
  invoices: [
    {
      id: '0b6f8e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
      number: 42,
      month: '2026-12',
      dueDate: '2026-12-01',
      studentNameAr: 'سارة',
      studentNameEn: 'Sara',
      packageNameAr: 'شهري',
      packageNameEn: 'Monthly',
      amountHalalas: 45_000,
      vatHalalas: 0,
      paidHalalas: 0,
      outstandingHalalas: 45_000,
      status: 'open',
      pdfUrl,
    },
  ],
  payments: [],
});

describe('the money section of the families app', () => {
  let host: HTMLElement;
  let unmount: () => void;
  const render = (data: FamilyMoney, path = '/family') => {
    ({ host, unmount } = renderInFamily(<MoneySection money={data} onReceipt={() => undefined} />, path));
  };
  afterEach(() => unmount());

  it('offers to pay an unpaid invoice by card when the company takes payments online', () => {
    render(money('moyasar'));
    const buttons = [...host.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual([expect.stringMatching(/^ادفع .*450\.00.* بالبطاقة$/)]);
    expect(host.textContent).not.toContain('الدفع الإلكتروني غير متاح');
  });

  it('has no pay button without a payment gateway, and says how to pay, in both languages', () => {
    render(money(null));
    expect(host.querySelectorAll('button')).toHaveLength(0);
    expect(host.textContent).toContain(
      'الدفع الإلكتروني غير متاح. ادفع نقدًا أو بتحويل بنكي لدى مكتب النقل، واذكر رقم الفاتورة.',
    );
    unmount();
    render(money(null), '/en/family');
    expect(host.querySelectorAll('button')).toHaveLength(0);
    expect(host.textContent).toContain('Paying online is not available. Pay in cash or by bank transfer');
  });

  it("links the invoice's tax document as a PDF when it was issued as one, and nothing when not", () => {
    const url = '/api/v1/family/invoices/0b6f8e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b/pdf';
    render(money(null, url));
    const link = host.querySelector('a');
    expect(link?.textContent).toBe('الفاتورة الضريبية (PDF)');
    expect(link?.getAttribute('href')).toBe(url);
    unmount();
    render(money(null));
    expect(host.querySelector('a')).toBeNull();
  });
});
