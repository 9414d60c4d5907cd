import type { SettlementDetails } from '@rihla/shared/contracts/settlements';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import SettlementDetailsPage from './settlement-details-page';

const id = '7d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d';
const settlement: SettlementDetails = {
  id,
  version: 1,
  number: 12,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  driverId: '5b2f3c1e-1d4b-4b8a-9c6f-0a1b2c3d4e5f',
  driverName: 'خالد عبدالله العتيبي',
  driverNameEn: 'Khalid Al-Otaibi',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  status: 'draft',
  tripCount: 2,
  lateTripCount: 1,
  rateHalalas: 5000,
  grossHalalas: 10_000,
  latePenaltyHalalas: 1000,
  deductionsHalalas: 500,
  deductionNote: 'سلفة',
  netHalalas: 8500,
  approvedAt: null,
  paidAt: null,
  paymentReference: null,
  lines: [
    {
      tripId: '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b',
      tripName: 'الملز صباحًا',
      date: '2026-10-05',
      departureTime: '06:00',
      startedAt: '2026-10-05T03:25:00.000Z',
      sharePercent: 100,
      lateMinutes: 25,
      rateHalalas: 5000,
      penaltyHalalas: 1000,
    },
    {
      // A replacement's driver took this one over for its last 40 %.
      tripId: '1f0e9d8c-7b6a-4f5e-8d3c-2b1a0f9e8d7c',
      tripName: 'النسيم عودة',
      date: '2026-10-06',
      departureTime: '13:00',
      startedAt: '2026-10-06T10:18:00.000Z',
      sharePercent: 40,
      lateMinutes: 0,
      rateHalalas: 2000,
      penaltyHalalas: 0,
    },
  ],
};

/** The draft's page for a finance operator; an approval is answered as approved. */
function renderApproving() {
  const bodies: unknown[] = [];
  const view = renderPage(<SettlementDetailsPage />, {
    url: pathTo('settlement-details', { id }),
    route: routeOf('settlement-details'),
    locale: 'en',
    role: 'finance',
    fetch: async (request) => {
      if (request.method === 'POST') {
        bodies.push(await request.json());
        return json({ ...settlement, status: 'approved', version: 2 });
      }
      return json(settlement);
    },
  });
  return { ...view, bodies };
}

describe('settlement details', () => {
  it('shows the statement with its totals and approves a draft', async () => {
    const { bodies } = renderApproving();
    // The English page names the driver by the Latin spelling on file.
    expect(await screen.findByText('Khalid Al-Otaibi')).toBeInTheDocument();
    expect(screen.getByText('SAR 85.00')).toBeInTheDocument();
    expect(screen.getByText('25 min')).toBeInTheDocument();
    expect(screen.getByText('Late penalties (1 trip)')).toBeInTheDocument();
    // The part a replacement's driver drove of a trip taken over.
    expect(screen.getByRole('columnheader', { name: 'Part driven' })).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // Nothing moves until the operator confirms, having read the number and the net.
    expect(await screen.findByText('Approve settlement 12?')).toBeInTheDocument();
    expect(screen.getByText(/owed SAR 85.00 net/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(bodies).toEqual([{ to: 'approved', version: 1 }]));
  });

  it('approves once when Yes, approve is clicked twice while the approval is on its way', async () => {
    const { bodies, shell } = renderApproving();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const yes = await screen.findByRole('button', { name: 'Yes, approve' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(bodies).toEqual([{ to: 'approved', version: 1 }]));
    await waitFor(() => expect(shell.toasts).toEqual([expect.objectContaining({ severity: 'success' })]));
    expect(bodies).toHaveLength(1);
  });

  it('is in Arabic with the money in Latin digits', async () => {
    renderPage(<SettlementDetailsPage />, {
      url: pathTo('settlement-details', { id }),
      route: routeOf('settlement-details'),
      locale: 'ar',
      role: 'viewer',
      fetch: () => json({ ...settlement, status: 'paid', paymentReference: 'TRF-1' }),
    });
    expect(await screen.findByText('مدفوعة')).toBeInTheDocument();
    expect(screen.getByText('خالد عبدالله العتيبي')).toBeInTheDocument();
    expect(screen.getByText('طباعة الكشف')).toBeInTheDocument();
    expect(screen.queryByText('اعتماد')).not.toBeInTheDocument();
  });

  it("prints under the company's letterhead: legal name, CR and VAT numbers, address, phone and logo", async () => {
    const company = {
      id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      version: 3,
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
      legalNameAr: 'شركة رحلة للنقل المدرسي',
      legalNameEn: 'Rihla School Transport Co.',
      crNumber: '1010123456',
      vatNumber: '300012345600003',
      address: 'الرياض، حي الملقا، طريق أنس بن مالك',
      phone: '0112345678',
      logo: 'data:image/png;base64,iVBORw0KGgo=',
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      vatRegistered: false,
      pricesIncludeVat: true,
      buildingNumber: null,
      street: null,
      district: null,
      city: null,
      postalCode: null,
      absenceCutoffMinutes: 30,
      onTimeToleranceMinutes: 5,
      secondFactorRequired: 'optional',
      rememberDeviceDays: 30,
    };
    renderPage(<SettlementDetailsPage />, {
      url: pathTo('settlement-details', { id }),
      route: routeOf('settlement-details'),
      locale: 'ar',
      role: 'finance',
      fetch: (request) => json(new URL(request.url).pathname.endsWith('/company') ? company : settlement),
    });
    const letterhead = await screen.findByTestId('company-letterhead');
    expect(letterhead).toHaveTextContent('شركة رحلة للنقل المدرسي');
    expect(letterhead).toHaveTextContent('السجل التجاري 1010123456');
    expect(letterhead).toHaveTextContent('الرقم الضريبي 300012345600003');
    expect(letterhead).toHaveTextContent('الرياض، حي الملقا، طريق أنس بن مالك');
    expect(letterhead).toHaveTextContent('الهاتف 0112345678');
    expect(screen.getByRole('img', { name: 'شعار شركة رحلة للنقل المدرسي' })).toHaveAttribute(
      'src',
      company.logo,
    );
    // The numbers keep their own order inside the Arabic text.
    expect(screen.getByText('300012345600003').closest('bdi')).toHaveAttribute('dir', 'ltr');
    // On screen the statement is the page; the letterhead is for paper.
    expect(letterhead).toHaveClass('finance-print-only');
  });
});
