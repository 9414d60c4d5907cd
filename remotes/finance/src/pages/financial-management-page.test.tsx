import type { Invoice } from '@rihla/shared/contracts/invoices';
import type { Payment } from '@rihla/shared/contracts/payments';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import FinancialManagementPage from './financial-management-page';

const invoice: Invoice = {
  id: '1d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d',
  number: 41,
  parentId: '2d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d',
  parentName: 'نورة سعد القحطاني',
  studentName: 'ريم سعد القحطاني',
  packageNameAr: 'باقة شهرية',
  packageNameEn: 'Monthly package',
  month: '2026-10',
  dueDate: '2026-10-10',
  amountHalalas: 50_000,
  netHalalas: 43_478,
  vatHalalas: 6_522,
  vatCategory: 'standard',
  vatRatePercent: 15,
  vatExemptionReason: null,
  vatBreakdown: [
    {
      category: 'standard',
      ratePercent: 15,
      exemptionReason: null,
      netHalalas: 43_478,
      vatHalalas: 6_522,
      totalHalalas: 50_000,
    },
  ],
  instalment: 3,
  instalments: 10,
  discountPercent: 10,
  discountHalalas: 5_556,
  paidHalalas: 20_000,
  outstandingHalalas: 30_000,
  status: 'partial',
  createdAt: '2026-10-01T08:00:00.000Z',
  zatca: {
    uuid: '4d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d',
    icv: 17,
    invoiceHash: 'eAKwakJ1EpyhqjBR6uRWAiXTV//s/bxRtNNfL3cybZ4=',
    previousInvoiceHash:
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    qr: 'AQnYsdit2YTYqQIPMzEwMTIyMzkzNTAwMDAz',
    status: 'not_reported',
    messages: [],
    xmlUrl: '/api/v1/zatca-documents/4d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d/xml',
    pdfUrl: '/api/v1/zatca-documents/4d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d/pdf',
  },
};

const ageing = {
  asOf: '2026-11-01',
  buckets: { d0_30: 30_000, d31_60: 0, d61_90: 0, d90_plus: 0 },
  counts: { d0_30: 1, d31_60: 0, d61_90: 0, d90_plus: 0 },
  totalHalalas: 30_000,
};

/** The API's refusal of a run while the company's VAT details are incomplete. */
const vatDetailsMissing = {
  type: 'urn:rihla:problem:finance.vatDetailsMissing',
  title: "No VAT invoice is issued until the company's details are complete in the settings",
  status: 422,
  code: 'finance.vatDetailsMissing',
  errors: [
    {
      path: 'company.crNumber',
      code: 'company.missing.crNumber',
      message: 'The commercial registration number is missing',
    },
    {
      path: 'company.postalCode',
      code: 'company.missing.postalCode',
      message: "The national address's postal code is missing",
    },
  ],
};

/** The payment of what invoice 41 had outstanding, in cash, as the API answers it. */
function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '3d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d',
    invoiceId: invoice.id,
    invoiceNumber: 41,
    parentId: invoice.parentId,
    parentName: invoice.parentName,
    kind: 'payment',
    method: 'cash',
    reference: '',
    gatewayReference: null,
    amountHalalas: 30_000,
    netHalalas: null,
    vatHalalas: null,
    receivedOn: '2026-11-01',
    createdAt: '2026-11-01T08:00:00.000Z',
    voidedAt: null,
    voidReason: null,
    ...overrides,
  };
}

/** The printed invoice's page as the API serves it, and its answer while no PDF can be made. */
const PRINT_VIEW = '<!doctype html><html lang="ar" dir="rtl"><body><h1>شركة رحلة</h1></body></html>';
const printingUnavailable = {
  type: 'urn:rihla:problem:unavailable.printing',
  title: 'The PDF cannot be made right now; try again in a moment',
  status: 503,
  code: 'unavailable.printing',
};

function setup(
  role: 'finance' | 'viewer',
  refuseRun = false,
  printing = true,
  schoolIds: string[] | null = null,
) {
  const posts: Array<{ path: string; body: unknown }> = [];
  const keys: Array<string | null> = [];
  const view = renderPage(<FinancialManagementPage />, {
    url: pathTo('financial-management'),
    route: routeOf('financial-management'),
    locale: 'en',
    role,
    schoolIds,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') {
        posts.push({ path, body: await request.json() });
        keys.push(request.headers.get('idempotency-key'));
        if (path.endsWith('/invoice-runs'))
          return json({ month: '2026-11', created: 4, totalHalalas: 120_000, vatHalalas: 15_652 });
        return json(aPayment(), 201);
      }
      if (path.endsWith('/finance/ageing')) return json(ageing);
      if (path.endsWith(`/zatca-documents/${invoice.zatca!.uuid}/print`))
        return printing
          ? new Response(PRINT_VIEW, { headers: { 'content-type': 'text/html; charset=utf-8' } })
          : json(printingUnavailable, 503);
      if (path.endsWith('/invoice-runs/preview') && refuseRun) return json(vatDetailsMissing, 422);
      if (path.endsWith('/invoice-runs/preview'))
        return json({
          month: new URL(request.url).searchParams.get('month'),
          created: 4,
          totalHalalas: 120_000,
          vatHalalas: 15_652,
        });
      return json({ items: [invoice], total: 1, page: 1, pageSize: 20 });
    },
  });
  return { ...view, posts, keys };
}

describe('financial management', () => {
  it('records a payment only once typed and reviewed: the dialog starts empty and shows what will be booked', async () => {
    const { posts, shell } = setup('finance');
    expect(await screen.findByText('نورة سعد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('Partly paid')).toBeInTheDocument();
    expect(within(screen.getByTestId('ageing-d0_30')).getByText('SAR 300.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Payment or refund' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Invoice #41: payment or refund')).toBeInTheDocument();
    // Nothing is filled in for the cashier: pressing on books nothing and says what is missing.
    const amount = within(modal).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveDisplayValue('');
    fireEvent.click(within(modal).getByRole('button', { name: 'Review' }));
    expect(await within(modal).findByText('Choose how the money was paid')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByTitle('Cash'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Review' }));
    // The review: the line to be booked and what is left after it, still nothing sent.
    expect(await within(modal).findByText('Left to pay after it')).toBeInTheDocument();
    expect(within(modal).getByText('SAR 0.00')).toBeInTheDocument();
    expect(posts).toEqual([]);
    fireEvent.click(within(modal).getByRole('button', { name: 'Book it' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: '/api/v1/payments',
          body: expect.objectContaining({
            invoiceId: invoice.id,
            kind: 'payment',
            method: 'cash',
            amountHalalas: 30_000,
          }),
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shell.toasts).toEqual([
      expect.objectContaining({ severity: 'success', summary: 'Payment recorded on invoice #41' }),
    ]);
  });

  it('books one payment when Book it is clicked twice before the button shows it is busy', async () => {
    const { posts, shell } = setup('finance');
    expect(await screen.findByText('نورة سعد القحطاني')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Payment or refund' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByRole('spinbutton', { name: 'Amount' }), { target: { value: '300' } });
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByTitle('Cash'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Review' }));
    expect(await within(modal).findByText('Left to pay after it')).toBeInTheDocument();
    const book = within(modal).getByRole('button', { name: 'Book it' });
    fireEvent.click(book);
    fireEvent.click(book);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts.filter((post) => post.path === '/api/v1/payments')).toHaveLength(1);
    expect(shell.toasts).toEqual([
      expect.objectContaining({ severity: 'success', summary: 'Payment recorded on invoice #41' }),
    ]);
  });

  it('books one refund when Book it is clicked twice, under its own Idempotency-Key', async () => {
    const { posts, keys } = setup('finance');
    expect(await screen.findByText('نورة سعد القحطاني')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Payment or refund' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('radio', { name: 'Refund' }));
    fireEvent.change(within(modal).getByRole('spinbutton', { name: 'Amount' }), { target: { value: '50' } });
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByTitle('Cash'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Review' }));
    const book = await within(modal).findByRole('button', { name: 'Book it' });
    fireEvent.click(book);
    fireEvent.click(book);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([
      {
        path: '/api/v1/payments',
        body: expect.objectContaining({ kind: 'refund', method: 'cash', amountHalalas: 5_000 }),
      },
    ]);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('shows which instalment an invoice is and the sibling discount it carries', async () => {
    setup('finance');
    expect(await screen.findByText('Instalment 3 of 10')).toBeInTheDocument();
    expect(screen.getByText('Sibling discount 10%: −SAR 55.56')).toBeInTheDocument();
  });

  it('shows how many invoices a run would issue and their total before issuing them', async () => {
    const { posts } = setup('finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate invoices' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('4 invoices totalling SAR 1,200.00 will be issued.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Of which VAT: SAR 156.52')).toBeInTheDocument();
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue the invoices' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { path: '/api/v1/invoice-runs', body: { month: expect.stringMatching(/^\d{4}-\d{2}$/) } },
      ]),
    );
  });

  it("runs the month's invoices once when Issue the invoices is clicked twice", async () => {
    const { posts, shell } = setup('finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate invoices' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('4 invoices totalling SAR 1,200.00 will be issued.');
    const issue = within(dialog).getByRole('button', { name: 'Issue the invoices' });
    fireEvent.click(issue);
    fireEvent.click(issue);
    await waitFor(() => expect(shell.toasts).toEqual([expect.objectContaining({ severity: 'success' })]));
    expect(posts.filter((post) => post.path === '/api/v1/invoice-runs')).toHaveLength(1);
  });

  it('names each missing company detail when the run cannot issue VAT invoices, and issues nothing', async () => {
    const { posts } = setup('finance', true);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate invoices' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('The commercial registration number is missing'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("The national address's postal code is missing")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Issue the invoices' })).toBeDisabled();
    expect(posts).toEqual([]);
  });

  it("shows each invoice's VAT by rate, with its amount before VAT", async () => {
    setup('finance');
    expect(await screen.findByText('SAR 65.22')).toBeInTheDocument();
    expect(screen.getByText('Standard rate 15%')).toBeInTheDocument();
    expect(screen.getByText('Before VAT: SAR 434.78')).toBeInTheDocument();
  });

  it("shows each invoice's tax document: its state with ZATCA, its QR code, counter, hashes and XML", async () => {
    setup('viewer');
    expect(await screen.findByText('Not reported')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Document' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('zatca-qr')).toBeInTheDocument();
    expect(within(dialog).getByText('17')).toBeInTheDocument();
    expect(within(dialog).getByText(invoice.zatca!.invoiceHash)).toBeInTheDocument();
    expect(within(dialog).getByText(invoice.zatca!.previousInvoiceHash)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the XML' })).toHaveAttribute(
      'href',
      invoice.zatca!.xmlUrl,
    );
  });

  it('prints the invoice from its page as the API renders it, and links its PDF', async () => {
    setup('viewer');
    fireEvent.click(await screen.findByRole('button', { name: 'Document' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'PDF of invoice #41' })).toHaveAttribute(
      'href',
      invoice.zatca!.pdfUrl,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print invoice #41' }));
    // The print view is laid in a frame of the page, whose print dialog then opens on it.
    await waitFor(() => expect(document.querySelector('iframe[srcdoc]')).not.toBeNull());
    expect(document.querySelector('iframe')!.getAttribute('srcdoc')).toBe(PRINT_VIEW);
    document.querySelector('iframe')!.remove();
  });

  it("says why an invoice cannot be printed right now, in the API's words", async () => {
    const { shell } = setup('viewer', false, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Document' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print invoice #41' }));
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          summary: 'The action could not be done',
          detail: 'The PDF cannot be made right now; try again in a moment',
        }),
      ),
    );
    expect(document.querySelector('iframe[srcdoc]')).toBeNull();
  });

  it('does not offer the invoice run, which bills every school, to a finance officer limited to some', async () => {
    setup('finance', false, true, ['7a1c2f0e-4b5d-4c3e-8f9a-0b1c2d3e4f5a']);
    expect(await screen.findByText('نورة سعد القحطاني')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment or refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate invoices' })).not.toBeInTheDocument();
  });

  it('gives a viewer the ledger without payments or the invoice run', async () => {
    setup('viewer');
    expect(await screen.findByText('نورة سعد القحطاني')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payment or refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate invoices' })).not.toBeInTheDocument();
  });

  it('voids a payment recorded by mistake today, with its reason, and marks it voided', async () => {
    const mistake = aPayment({ createdAt: new Date().toISOString() });
    // Recorded two days ago: a refund is the way for it, not a void.
    const older = {
      ...mistake,
      id: '5d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d',
      createdAt: '2026-01-01T08:00:00.000Z',
    };
    const posts: Array<{ path: string; body: unknown }> = [];
    const keys: Array<string | null> = [];
    renderPage(<FinancialManagementPage />, {
      url: `${pathTo('financial-management')}?tab=payments`,
      route: routeOf('financial-management'),
      locale: 'en',
      role: 'finance',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'POST') {
          posts.push({ path, body: await request.json() });
          keys.push(request.headers.get('idempotency-key'));
          Object.assign(mistake, { voidedAt: new Date().toISOString(), voidReason: 'Typed twice' });
          return json(mistake);
        }
        if (path.endsWith('/app-config')) return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
        return json({ items: [mistake, older], total: 2, page: 1, pageSize: 50 });
      },
    });
    const voidButtons = await screen.findAllByRole('button', { name: 'Void' });
    expect(voidButtons).toHaveLength(1);
    fireEvent.click(voidButtons[0]!);
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Void the payment of SAR 300.00?')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Void the payment' }));
    expect(
      await within(modal).findByText('Write why the payment is voided (at least 2 characters)'),
    ).toBeInTheDocument();
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Why is it voided?' }), {
      target: { value: 'Typed twice' },
    });
    // A double click voids once, under the Idempotency-Key of this one void.
    fireEvent.click(within(modal).getByRole('button', { name: 'Void the payment' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Void the payment' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { path: `/api/v1/payments/${mistake.id}/void`, body: { reason: 'Typed twice' } },
      ]),
    );
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(await screen.findByText('Voided')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });
});
