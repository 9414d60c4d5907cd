import dayjs from 'dayjs';
import { expiryState } from './expiry-tag';

const today = dayjs('2026-11-22');

describe('expiry state', () => {
  it('is expired from the day after the date', () => {
    expect(expiryState('2026-11-21', today)).toEqual({ kind: 'expired' });
    expect(expiryState('2026-11-22', today)).toEqual({ kind: 'soon', days: 0 });
  });

  it('warns within 30 days and not after', () => {
    expect(expiryState('2026-12-22', today)).toEqual({ kind: 'soon', days: 30 });
    expect(expiryState('2026-12-23', today)).toEqual({ kind: 'valid' });
  });

  it('says nothing is recorded for a missing date', () => {
    expect(expiryState(null, today)).toEqual({ kind: 'none' });
  });
});
