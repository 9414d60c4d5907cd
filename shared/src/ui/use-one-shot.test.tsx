import { ProblemError } from '@rihla/shared/http/problem-error';
import { renderHook } from '@testing-library/react';
import { type Keyed, useOneShot } from './use-one-shot';

/** A mutation whose requests the test answers by hand, in the order they were sent. */
function heldMutation() {
  const sent: Array<{ keyed: Keyed<string>; succeed(): void; fail(error: unknown): void }> = [];
  return {
    sent,
    mutate(keyed: Keyed<string>, callbacks: { onSuccess(saved: string): void; onError(e: unknown): void }) {
      sent.push({ keyed, succeed: () => callbacks.onSuccess(keyed.input), fail: callbacks.onError });
    },
  };
}

const refusal = new ProblemError({ type: 'about:blank', title: 'Unprocessable', status: 422 });

describe('useOneShot', () => {
  it('sends one request however often it is called while that request is on its way', () => {
    const mutation = heldMutation();
    const { result } = renderHook(() => useOneShot(mutation));
    result.current('void');
    result.current('void');
    expect(mutation.sent).toHaveLength(1);
    mutation.sent[0]?.succeed();
    result.current('void');
    expect(mutation.sent).toHaveLength(2);
  });

  it('keeps the Idempotency-Key when the outcome is unknown, so the API replays instead of redoing', () => {
    const mutation = heldMutation();
    const { result } = renderHook(() => useOneShot(mutation));
    result.current('run');
    mutation.sent[0]?.fail(new TypeError('Failed to fetch'));
    result.current('run');
    expect(mutation.sent[1]?.keyed.idempotencyKey).toBe(mutation.sent[0]?.keyed.idempotencyKey);
  });

  it('takes a new key once the action is done or refused: the next one is a new intent', () => {
    const mutation = heldMutation();
    const { result } = renderHook(() => useOneShot(mutation));
    result.current('run');
    mutation.sent[0]?.succeed();
    result.current('run');
    mutation.sent[1]?.fail(refusal);
    result.current('run');
    const keys = mutation.sent.map((s) => s.keyed.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });
});
