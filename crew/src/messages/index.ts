import type { Locale } from '@rihla/shared/routes/route-table';
import { ar } from './ar';
import { type CrewMessages, en } from './en';

export type { CrewMessages };

export const MESSAGES: Record<Locale, CrewMessages> = { ar, en };

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
