import type { AreaMessages } from './area-messages';

/** Settlements, invoices, payments and refunds. */
export const FINANCE_MESSAGES: AreaMessages = {
  ar: {
    'finance.month': 'اكتب الشهر بالصيغة سنة-شهر (مثل 2026-09)',
    'finance.zeroPrice': 'السعر أكبر من صفر، إلا إذا كانت الباقة مجانية (فعّل «باقة مجانية»)',
    'finance.freeWithPrice': 'الباقة المجانية سعرها صفر',
    'finance.instalmentsOverPeriod': 'الأقساط شهرية: لا تزيد على {max} في هذه المدة',
    'finance.periodOrder': 'نهاية الفترة قبل بدايتها',
    'finance.notADriver': 'هذا الشخص مرافق وليس سائقًا',
    'finance.noTrips': 'لا توجد رحلات مكتملة غير مسوّاة للسائق في هذه الفترة',
    'finance.negativeNet': 'الخصومات والغرامات أكبر من مستحقات الرحلات',
    'finance.illegalMove': 'لا يمكن نقل التسوية إلى هذه الحالة من حالتها الحالية',
    'finance.referenceRequired': 'اكتب رقم مرجع التحويل أو البطاقة',
    'finance.overpayment': 'المبلغ أكبر من المتبقي على الفاتورة',
    'finance.refundTooLarge': 'مبلغ الاسترداد أكبر من المدفوع على الفاتورة',
    'finance.futurePayment': 'تاريخ الاستلام في المستقبل: اختر اليوم أو يومًا قبله',
  },
  en: {
    'finance.month': 'Write the month as year-month (e.g. 2026-09)',
    'finance.zeroPrice':
      'The price must be more than zero unless the package is free (turn on "Free package")',
    'finance.freeWithPrice': 'A free package costs nothing',
    'finance.instalmentsOverPeriod': 'Instalments are monthly: at most {max} in this period',
    'finance.periodOrder': 'The period ends before it starts',
    'finance.notADriver': 'This person is an attendant, not a driver',
    'finance.noTrips': 'The driver has no unsettled completed trips in this period',
    'finance.negativeNet': 'Deductions and penalties exceed what the trips earned',
    'finance.illegalMove': 'The settlement cannot move to this status from its current one',
    'finance.referenceRequired': 'Enter the transfer or card reference',
    'finance.overpayment': 'The amount is more than what is left on the invoice',
    'finance.refundTooLarge': 'The refund is more than what was paid on the invoice',
    'finance.futurePayment': 'The date received is in the future: pick today or an earlier day',
  },
};
