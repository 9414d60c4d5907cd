import type { Locale } from '@rihla/shared/routes/route-table';
import { ar } from './ar';
import { en, type FamilyMessages } from './en';

export const MESSAGES: Record<Locale, FamilyMessages> = { ar, en };
