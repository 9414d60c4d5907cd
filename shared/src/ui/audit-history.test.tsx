import type { AuditEntry } from '@rihla/shared/contracts/common';
import { screen } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { AuditHistory, changedFields } from './audit-history';

describe('audit changed fields', () => {
  it('lists only the fields whose value changed, without bookkeeping fields', () => {
    const changes = changedFields({
      before: { status: 'active', phone: '+966501234567', version: 2, updatedAt: 'a', licenseExpiry: null },
      after: {
        status: 'suspended',
        phone: '+966501234567',
        version: 3,
        updatedAt: 'b',
        licenseExpiry: '2027-01-01',
      },
    });
    expect(changes).toEqual([
      { field: 'status', before: 'active', after: 'suspended' },
      { field: 'licenseExpiry', before: null, after: '2027-01-01' },
    ]);
  });

  it('shows every set field of a created record as new', () => {
    expect(changedFields({ before: null, after: { fullName: 'Sara', id: 'x', email: null } })).toEqual([
      { field: 'fullName', before: null, after: 'Sara' },
    ]);
  });
});

describe('AuditHistory without technical text', () => {
  const entry: AuditEntry = {
    id: '7b0c1a52-2b1e-4d0a-9c57-1f0e8b7a6d09',
    entityType: 'parent',
    entityId: '9a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    action: 'create',
    actorId: null,
    actorName: null,
    at: '2026-02-01T08:00:00Z',
    before: null,
    after: {
      name: 'Huda',
      search: 'huda هدى',
      smsOptIn: false,
      contacts: [
        { kind: 'guardian', name: 'Omar', relation: 'uncle', phone: '+966501234567', position: 0 },
        { kind: 'pickup', name: 'Saad', relation: 'driver', phone: '+966509999999', position: 1 },
      ],
    },
  };
  const cell = (field: string) =>
    (screen.getByRole('cell', { name: field }).closest('tr') as HTMLElement).textContent;

  it.each([
    ['ar', 'النظام', 'لا', 'Omar · +966501234567، Saad · +966509999999'],
    ['en', 'System', 'No', 'Omar · +966501234567, Saad · +966509999999'],
  ] as const)(
    'in %s names the system, says yes or no, and lists records by name, never as JSON',
    (locale, system, no, contacts) => {
      renderWithShell(<AuditHistory entries={[entry]} />, {
        locale,
        fetch: () => new Response(null, { status: 500 }),
      });
      expect(screen.getByText(system)).toBeTruthy();
      expect(cell('smsOptIn')).toContain(no);
      expect(cell('contacts')).toContain(contacts);
      expect(document.body.textContent).not.toMatch(/[{}"]/);
      // The derived search text is not a field an operator changed.
      expect(screen.queryByRole('cell', { name: 'search' })).toBeNull();
    },
  );
});
