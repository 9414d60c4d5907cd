import type { Alert } from '@rihla/shared/contracts/monitoring';

/** An alert as the API and the live feed send it, for the host's and the remotes' component tests. */
export function anAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    type: 'sos',
    status: 'open',
    busId: '33333333-3333-4333-8333-333333333333',
    plateNumber: '4821 KSA',
    tripId: '11111111-1111-4111-8111-111111111111',
    tripName: 'الملز - ذهاب',
    raisedAt: '2026-11-23T06:20:00.000Z',
    value: null,
    acknowledgedAt: null,
    acknowledgedBy: null,
    resolvedAt: null,
    resolvedBy: null,
    severity: 'critical',
    zoneId: null,
    zoneNameAr: null,
    zoneNameEn: null,
    rule: { version: 0, threshold: null },
    assignedToId: null,
    assignedToName: null,
    resolutionNote: null,
    escalatedAt: null,
    audience: { roles: ['admin', 'dispatcher', 'viewer'], operatorIds: [] },
    ...overrides,
  };
}
