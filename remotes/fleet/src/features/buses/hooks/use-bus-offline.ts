import { BUS_OFFLINE_AFTER_MINUTES } from '@rihla/shared/contracts/buses';
import { useEffect, useState } from 'react';

/** How often the page re-reads the clock: the offline mark may come up to this late. */
const TICK_MS = 30_000;

/** Whether a bus last heard at `lastHeardAt` (null: never) now reads as offline; follows the clock. */
export function useBusOffline(lastHeardAt: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return lastHeardAt === null || now - Date.parse(lastHeardAt) > BUS_OFFLINE_AFTER_MINUTES * 60_000;
}
