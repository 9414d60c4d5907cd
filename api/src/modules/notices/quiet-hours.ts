const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Minutes since midnight of `now`, and its seconds, on the clock of `timeZone`. */
function clockOf(now: Date, timeZone: string): { minutes: number; seconds: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { minutes: part('hour') * 60 + part('minute'), seconds: part('second') };
}

/**
 * When a parent's quiet hours end, if `now` falls inside them; null otherwise. `from` and `until`
 * are `HH:MM` on the operators' clock, and the hours may run over midnight (21:00 to 07:00).
 */
export function quietHoursEnd(
  now: Date,
  timeZone: string,
  from: string | null,
  until: string | null,
): Date | null {
  if (!from || !until) return null;
  const start = minutesOf(from);
  const end = minutesOf(until);
  const { minutes, seconds } = clockOf(now, timeZone);
  const inside = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  if (!inside) return null;
  const wait = (end - minutes + DAY_MINUTES) % DAY_MINUTES;
  return new Date(now.getTime() + wait * 60_000 - seconds * 1000 - now.getMilliseconds());
}
