import { QueryClient } from '@tanstack/react-query';

/** The console's one query cache: the shell provides it, and the remotes' warm-up waits on it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
