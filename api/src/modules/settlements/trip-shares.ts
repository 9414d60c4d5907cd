/** A replacement taking a trip over, as the settlement reads it. */
export interface Handover {
  at: Date;
  fromDriverId: string;
  toDriverId: string;
}

/** One driver's part of a trip: whole percent, when their part began, whether they started the trip. */
export interface DriverShare {
  percent: number;
  from: Date | null;
  started: boolean;
}

/**
 * Who drove what part of a trip (docs/adr/0055-a-replacement-bus-takes-over-the-trip.md): the
 * time from its start to its end is split at each handover, each driver's minutes are their part
 * in whole percent, and the driver who finished the trip takes what rounding leaves, so the parts
 * always add up to 100. A driver whose part rounds to 0 is left out. Without a handover the trip's
 * driver has it all.
 */
export function driverShares(
  driverId: string,
  startedAt: Date | null,
  endedAt: Date | null,
  handovers: readonly Handover[],
): Map<string, DriverShare> {
  if (handovers.length === 0) {
    return new Map([[driverId, { percent: 100, from: startedAt, started: true }]]);
  }
  const sorted = [...handovers].sort((a, b) => a.at.getTime() - b.at.getTime());
  const start = (startedAt ?? sorted[0]!.at).getTime();
  const end = Math.max(start, (endedAt ?? sorted.at(-1)!.at).getTime());
  const clamp = (t: number) => Math.min(end, Math.max(start, t));
  const millis = new Map<string, number>();
  const from = new Map<string, Date | null>();
  const first = sorted[0]!.fromDriverId;
  let driver = first;
  let since = start;
  from.set(driver, startedAt);
  for (const handover of sorted) {
    const at = clamp(handover.at.getTime());
    millis.set(driver, (millis.get(driver) ?? 0) + (at - since));
    driver = handover.toDriverId;
    since = at;
    if (!from.has(driver)) from.set(driver, handover.at);
  }
  millis.set(driver, (millis.get(driver) ?? 0) + (end - since));
  const last = driver;
  const total = end - start;
  const shares = new Map<string, DriverShare>();
  let given = 0;
  for (const [id, ms] of millis) {
    if (id === last) continue;
    const percent = total > 0 ? Math.round((ms * 100) / total) : 0;
    given += percent;
    if (percent > 0) shares.set(id, { percent, from: from.get(id) ?? null, started: id === first });
  }
  const rest = Math.max(0, 100 - given);
  if (rest > 0) shares.set(last, { percent: rest, from: from.get(last) ?? null, started: last === first });
  return shares;
}
