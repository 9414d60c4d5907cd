import type { Locale } from '@rihla/shared/routes/route-table';
import { ar } from './ar';
import { type CrewMessages, en } from './en';

export type { CrewMessages };

export const MESSAGES: Record<Locale, CrewMessages> = { ar, en };
