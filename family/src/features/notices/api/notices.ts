import { familyNoticeListSchema } from '@rihla/shared/contracts/family';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFamily } from '../../../family-context';

const NOTICES_KEY = ['family', 'notices'] as const;

/**
 * The family's inbox (`GET /family/notices`), read again every minute while the app is open, and
 * at once when the service worker shows a pushed notice; a tapped notification brings the open app
 * to its inbox (the worker's `push` and `open` messages, ADR 0074).
 */
export function useNotices() {
  const { api } = useFamily();
  const queryClient = useQueryClient();
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: string; url?: string } | null;
      if (message?.type === 'push') void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
      if (message?.type === 'open' && message.url?.startsWith(window.location.origin)) {
        window.location.assign(message.url);
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [queryClient]);
  return useQuery({
    queryKey: NOTICES_KEY,
    queryFn: () => parseAnswer(api.get('family/notices'), familyNoticeListSchema),
    refetchInterval: 60_000,
  });
}
