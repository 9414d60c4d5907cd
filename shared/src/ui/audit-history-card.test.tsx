import type { AuditEntry } from '@rihla/shared/contracts/common';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { renderWithShell } from '../test/render-with-shell';
import { AuditHistoryCard } from './audit-history-card';

const SCHOOL_ID = '5b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d10';

const entry: AuditEntry = {
  id: '7b0c1a52-2b1e-4d0a-9c57-1f0e8b7a6d09',
  entityType: 'student',
  entityId: '9a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
  action: 'update',
  actorId: null,
  actorName: 'Laila',
  at: '2026-02-01T08:00:00Z',
  before: { status: 'active', schoolId: null, phone: '+966501234567', feeHalalas: 1000, since: '2026-01-31' },
  after: {
    status: 'maintenance',
    schoolId: SCHOOL_ID,
    phone: '+966509999999',
    feeHalalas: 12345,
    since: '2026-03-05',
    notes: 'x',
    timeZone: 'Asia/Riyadh',
    contacts: [{ kind: 'guardian', name: 'Muneera', phone: '+966561234509', email: null }],
  },
};

const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      demo: {
        student: {
          fields: { status: 'Status', schoolId: 'School', phone: 'Mobile' },
          status: { active: 'Active' },
        },
        bus: { status: { maintenance: 'In maintenance' } },
      },
    },
  },
  initAsync: false,
});

function renderCard(props: Partial<Parameters<typeof AuditHistoryCard>[0]> = {}) {
  return renderWithShell(
    <I18nextProvider i18n={i18n}>
      <AuditHistoryCard
        title="History"
        history={{
          data: { pages: [{ items: [entry], total: 1, page: 1, pageSize: 20 }] },
          isFetching: false,
          hasNextPage: false,
          fetchNextPage: () => undefined,
        }}
        namespace="demo"
        entity="student"
        {...props}
      />
    </I18nextProvider>,
    { locale: 'en', fetch: () => new Response(null, { status: 500 }) },
  );
}

const row = (field: string) => screen.getByRole('cell', { name: field }).closest('tr') as HTMLElement;

describe('AuditHistoryCard', () => {
  it('labels fields from the namespace, names statuses and referenced records, formats typed fields', () => {
    renderCard({
      valueLabels: { status: ['student.status', 'bus.status'] },
      ltrFields: ['phone'],
      moneyFields: ['feeHalalas'],
      dateFields: ['since'],
      names: { [SCHOOL_ID]: 'King Fahd Primary School' },
    });
    expect(screen.getByText('History')).toBeTruthy();
    expect(screen.getByText('Laila')).toBeTruthy();
    expect(row('Status').textContent).toContain('Active');
    expect(row('Status').textContent).toContain('In maintenance');
    expect(row('School').textContent).toContain('King Fahd Primary School');
    expect(screen.getByText('+966509999999').closest('[dir="ltr"]')).not.toBeNull();
    expect(row('feeHalalas').textContent).toContain('SAR\u00a0123.45');
    expect(row('since').textContent).toContain('03/05/26');
    // No label in the namespace: the raw field name.
    expect(row('notes').textContent).toContain('x');
  });

  it('shows raw values where nothing says how to show them', () => {
    renderCard({ valueLabels: {} });
    expect(row('Status').textContent).toContain('maintenance');
    expect(row('School').textContent).toContain(SCHOOL_ID);
    expect(row('feeHalalas').textContent).toContain('12345');
    expect(screen.getByText('+966509999999').closest('[dir="ltr"]')).toBeNull();
  });

  it('shows a field through its formatter', () => {
    renderCard({ formatters: { timeZone: (zone) => `zone ${zone.toUpperCase()}` } });
    expect(row('timeZone').textContent).toContain('zone ASIA/RIYADH');
  });

  it('names the status from the entity by default', () => {
    renderCard();
    expect(row('Status').textContent).toContain('Active');
    expect(row('Status').textContent).not.toContain('In maintenance');
  });

  it('names the records of a list by their name and phone, never as objects', () => {
    renderCard();
    expect(row('contacts').textContent).toContain('Muneera · +966561234509');
    expect(row('contacts').textContent).not.toContain('[object Object]');
  });
});
