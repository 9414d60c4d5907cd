import { IDEMPOTENCY_HEADER } from '@rihla/shared/contracts/auth';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useRef } from 'react';
import { useOneSaveAtATime } from './use-one-save-at-a-time';

/** A one-shot action's input, with the Idempotency-Key of the operator's intent it carries out. */
export interface Keyed<I> {
  input: I;
  idempotencyKey: string;
}

/** The request headers that send a one-shot action under its intent's key. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}

interface ShotCallbacks<S> {
  onSuccess?(saved: S): void;
  onError?(error: unknown): void;
}

interface Mutation<I, S> {
  mutate(input: Keyed<I>, callbacks: { onSuccess(saved: S): void; onError(error: unknown): void }): void;
}

/**
 * Whether the API's refusal says the action was not done (nothing to replay): the next try is a new
 * intent. A lost answer or a server failure leaves it unknown, so the next try keeps the key and the
 * API replays what it did instead of doing it again.
 */
function refused(error: unknown): boolean {
  return (
    error instanceof ProblemError && error.status < 500 && error.problem.code !== 'idempotency.inProgress'
  );
}

/**
 * A one-shot action (voiding a payment, the month's invoice run, accepting a plan, ...): one request
 * at a time, so a double click sends one; and every try of the same intent carries the same
 * Idempotency-Key until it is done or refused, so a repeat the API already did is answered from its
 * record instead of being done twice.
 */
export function useOneShot<I, S>(mutation: Mutation<I, S>) {
  const once = useOneSaveAtATime(mutation);
  const key = useRef<string | null>(null);
  return (input: I, { onSuccess, onError }: ShotCallbacks<S> = {}) => {
    key.current ??= globalThis.crypto.randomUUID();
    once(
      { input, idempotencyKey: key.current },
      {
        onSuccess: (saved) => {
          key.current = null;
          onSuccess?.(saved);
        },
        onError: (error) => {
          if (refused(error)) key.current = null;
          onError?.(error);
        },
      },
    );
  };
}
