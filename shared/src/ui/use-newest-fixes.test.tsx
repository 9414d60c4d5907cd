import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { anAlert } from '../test/test-alert';
import { aLivePosition } from '../test/test-live-position';
import { useNewestFixes } from './use-newest-fixes';

const BUS_A = 'bus-a';
const BUS_B = 'bus-b';
const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

function Fixes({ tripId, flushMs }: { tripId?: string; flushMs?: number }) {
  const fixes = useNewestFixes({ tripId, flushMs });
  return (
    <output data-testid="fixes">
      {[...fixes.values()].map((fix) => `${fix.busId}@${fix.lat}`).join(' ')}
    </output>
  );
}

const shown = () => screen.getByTestId('fixes').textContent;

describe('useNewestFixes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the newest fix of each bus, applied once per flush, never moving a bus back', () => {
    const { shell } = renderWithShell(<Fixes flushMs={1_000} />, { fetch: () => new Response(null) });
    const fix = (busId: string, secondsAgo: number, lat: number) =>
      act(() =>
        shell.emitFeed({ kind: 'position', data: aLivePosition({ busId, at: at(secondsAgo), lat }) }),
      );
    fix(BUS_A, 10, 1);
    fix(BUS_A, 5, 2);
    fix(BUS_A, 8, 3);
    fix(BUS_B, 5, 4);
    // Gathered, not drawn yet.
    expect(shown()).toBe('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe(`${BUS_A}@2 ${BUS_B}@4`);
    // A fix overtaken on the way arrives in a later flush: the bus stays where it is.
    fix(BUS_A, 7, 5);
    fix(BUS_B, 1, 6);
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe(`${BUS_A}@2 ${BUS_B}@6`);
  });

  it("keeps to one trip's fixes when asked, and ignores the feed's other messages", () => {
    const { shell } = renderWithShell(<Fixes tripId="trip-1" flushMs={0} />, {
      fetch: () => new Response(null),
    });
    act(() => {
      shell.emitFeed({ kind: 'position', data: aLivePosition({ busId: BUS_A, tripId: 'trip-1', lat: 1 }) });
      shell.emitFeed({ kind: 'position', data: aLivePosition({ busId: BUS_B, tripId: 'trip-2', lat: 2 }) });
      shell.emitFeed({ kind: 'alert', data: anAlert({ tripId: 'trip-1' }) });
    });
    expect(shown()).toBe(`${BUS_A}@1`);
  });
});
