import { useRef } from 'react';

interface SaveCallbacks<S> {
  onSuccess(saved: S): void;
  onError(error: unknown): void;
}

interface Mutation<I, S> {
  mutate(input: I, callbacks: SaveCallbacks<S>): void;
}

/**
 * A create form's save, one at a time: while a save is on its way a further submit sends nothing.
 * The mutation's pending state (the busy Save button) comes a render later, so a second click in
 * between would create the record twice, or be refused as a duplicate of the first ("this e-mail
 * belongs to another operator") right after the first succeeded.
 */
export function useOneSaveAtATime<I, S>(mutation: Mutation<I, S>) {
  const saving = useRef(false);
  return (input: I, { onSuccess, onError }: SaveCallbacks<S>) => {
    if (saving.current) return;
    saving.current = true;
    mutation.mutate(input, {
      onSuccess: (saved) => {
        saving.current = false;
        onSuccess(saved);
      },
      onError: (error) => {
        saving.current = false;
        onError(error);
      },
    });
  };
}
