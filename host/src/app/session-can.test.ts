import type { Session } from '@rihla/shared/contracts/auth';
import { sessionCan } from './session-can';

function dispatcher(mustChangePassword: boolean): Session {
  return {
    operator: {
      id: '3f1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
      email: 'huda@rihla.test',
      name: 'Huda',
      role: 'dispatcher',
      mustChangePassword,
      locale: null,
      colorScheme: 'system',
      mustEnrolSecondFactor: false,
      schoolIds: null,
    },
    csrfToken: 'csrf',
    expiresAt: '2026-12-01T00:00:00.000Z',
  };
}

describe("the shell's permissions", () => {
  it("are the role's once the operator has chosen their own password", () => {
    expect(sessionCan(dispatcher(false), 'trips:read')).toBe(true);
    expect(sessionCan(dispatcher(false), 'finance:write')).toBe(false);
  });

  it('are none while the password is temporary, so the console opens no live feed the API would refuse', () => {
    expect(sessionCan(dispatcher(true), 'trips:read')).toBe(false);
    expect(sessionCan(dispatcher(true), 'fleet:read')).toBe(false);
  });

  it('are none signed out', () => {
    expect(sessionCan(null, 'fleet:read')).toBe(false);
  });
});
