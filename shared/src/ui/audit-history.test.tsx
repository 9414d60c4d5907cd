import { changedFields } from './audit-history';

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
