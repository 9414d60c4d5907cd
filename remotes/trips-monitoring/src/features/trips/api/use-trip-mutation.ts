import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/** A write on trips; once it succeeds every trip and disruption view refetches. */
export function useTripMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
  });
}
