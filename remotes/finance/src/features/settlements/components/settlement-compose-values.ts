import type { SettlementCompose } from '@rihla/shared/contracts/settlements';
import { toHalalas } from '@rihla/shared/format/number';
import type { Dayjs } from 'dayjs';

/** What the compose form holds: dates as dayjs, deductions in riyals. */
export interface ComposeValues {
  driverId?: string;
  periodStart?: Dayjs;
  periodEnd?: Dayjs;
  deductions: number | null;
  deductionNote: string;
}

/** The API calls the deductions field by its halalas; its refusals belong on the riyals field. */
export const COMPOSE_FIELD_NAMES = { aliases: { deductionsHalalas: 'deductions' } };

export const NEW_COMPOSE_VALUES: ComposeValues = { deductions: 0, deductionNote: '' };

export function toCompose(v: ComposeValues): SettlementCompose {
  return {
    driverId: v.driverId ?? '',
    periodStart: v.periodStart?.format('YYYY-MM-DD') ?? '',
    periodEnd: v.periodEnd?.format('YYYY-MM-DD') ?? '',
    deductionsHalalas: toHalalas(v.deductions),
    deductionNote: v.deductionNote ?? '',
  };
}
