import type { AreaMessages } from './area-messages';

/** Parents, students, registration requests, subscriptions and the public registration form. */
export const FAMILIES_MESSAGES: AreaMessages = {
  ar: {
    'public.rateLimited': 'طلبات كثيرة من هذا الجهاز، حاول بعد قليل',
  },
  en: {
    'public.rateLimited': 'Too many requests from this device; try again shortly',
  },
};
