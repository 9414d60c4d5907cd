import type { AreaMessages } from './area-messages';

/** Operator accounts. */
export const OPERATORS_MESSAGES: AreaMessages = {
  ar: {
    'operators.emailTaken': 'البريد الإلكتروني مسجل لمشغل آخر',
    'operators.self': 'لا يمكنك حذف حسابك أو تعطيله أو تغيير دوره',
  },
  en: {
    'operators.emailTaken': 'This email belongs to another operator',
    'operators.self': 'You cannot delete, deactivate or change the role of your own account',
  },
};
