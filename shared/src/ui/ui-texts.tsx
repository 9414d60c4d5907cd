import { useShell } from '@rihla/shared/shell/shell-context';
import type { Locale } from '../routes/route-table';

/**
 * Texts of the shared building blocks. They live here rather than in a remote's namespace
 * so every remote gets the same wording without registering anything.
 */
const TEXTS = {
  ar: {
    'stale.title': 'عدّل شخص آخر هذا السجل',
    'stale.description':
      'حُفظت نسخة أحدث من هذا السجل بعد أن فتحته. ما كتبته ما زال ظاهرًا في النموذج ولم يُحفظ.',
    'stale.reload': 'تحميل أحدث نسخة',
    'stale.keepMine': 'الإبقاء على تعديلاتي',
    'expiry.expired': 'منتهي',
    'expiry.soon': 'ينتهي خلال {{days}} يومًا',
    'expiry.today': 'ينتهي اليوم',
    'expiry.valid': 'ساري',
    'expiry.none': 'غير مسجّل',
    'audit.title': 'سجل التعديلات',
    'audit.empty': 'لا توجد تعديلات مسجّلة',
    'audit.system': 'النظام',
    'audit.action.create': 'إنشاء',
    'audit.action.update': 'تعديل',
    'audit.action.delete': 'حذف',
    'audit.action.transition': 'تغيير الحالة',
    'audit.field': 'الحقل',
    'audit.before': 'قبل',
    'audit.after': 'بعد',
    'audit.empty-value': '—',
    'audit.noChanges': 'بلا تغييرات في الحقول',
    'audit.more': 'عرض المزيد',
    'form.cancel': 'إلغاء',
    'form.save': 'حفظ',
    'list.exportCsv': 'تصدير CSV',
    'list.exportXlsx': 'تصدير Excel',
    'list.loadFailed': 'تعذّر تحميل القائمة',
    'delete.failed': 'تعذّر الحذف',
    'delete.stale': 'عدّل شخص آخر هذا السجل قبل حذفه، فحُدّثت القائمة. راجعه ثم أعد المحاولة إن لزم.',
    'list.search': 'بحث',
    'list.total': 'المجموع {{total}}',
    'list.totalAbout': 'المجموع نحو {{total}}',
    back: 'رجوع',
    'save.failed': 'تعذّر الحفظ',
    'action.failed': 'تعذّر تنفيذ العملية',
    'load.failed': 'تعذّر تحميل البيانات',
    'load.notFound': 'السجل غير موجود',
    'load.notFoundDescription': 'ربما حُذف أو أن الرابط غير صحيح.',
    'load.retry': 'إعادة المحاولة',
    'forbidden.title': 'لا تملك صلاحية هذه الصفحة',
    'forbidden.description': 'اطلب من مدير النظام منحك الصلاحية إن كنت تحتاجها.',
    'editor.toolbar': 'أدوات التنسيق',
    'editor.bold': 'عريض',
    'editor.italic': 'مائل',
    'editor.bulletList': 'قائمة نقطية',
    'editor.orderedList': 'قائمة مرقّمة',
    'editor.link': 'رابط',
    'editor.linkPlaceholder': 'https://… أو mailto: أو tel:',
    'editor.linkApply': 'تطبيق',
    'editor.linkRemove': 'إزالة الرابط',
    'editor.linkInvalid': 'الروابط المسموحة تبدأ بـ http أو https أو mailto أو tel فقط',
    'editor.undo': 'تراجع',
    'editor.redo': 'إعادة',
  },
  en: {
    'stale.title': 'Someone else changed this record',
    'stale.description':
      'A newer version of this record was saved after you opened it. What you typed is still in the form and has not been saved.',
    'stale.reload': 'Load the latest version',
    'stale.keepMine': 'Keep my changes',
    'expiry.expired': 'Expired',
    'expiry.soon': 'Expires in {{days}} days',
    'expiry.today': 'Expires today',
    'expiry.valid': 'Valid',
    'expiry.none': 'Not recorded',
    'audit.title': 'Change history',
    'audit.empty': 'No changes recorded',
    'audit.system': 'System',
    'audit.action.create': 'Created',
    'audit.action.update': 'Updated',
    'audit.action.delete': 'Deleted',
    'audit.action.transition': 'Status changed',
    'audit.field': 'Field',
    'audit.before': 'Before',
    'audit.after': 'After',
    'audit.empty-value': '—',
    'audit.noChanges': 'No field changes',
    'audit.more': 'Show more',
    'form.cancel': 'Cancel',
    'form.save': 'Save',
    'list.exportCsv': 'Export CSV',
    'list.exportXlsx': 'Export Excel',
    'list.loadFailed': 'Could not load the list',
    'delete.failed': 'Could not delete',
    'delete.stale':
      'Someone else changed this record before you deleted it, so the list was refreshed. Check it and try again if needed.',
    'list.search': 'Search',
    'list.total': '{{total}} in total',
    'list.totalAbout': 'about {{total}} in total',
    back: 'Back',
    'save.failed': 'Could not save',
    'action.failed': 'The action could not be done',
    'load.failed': 'Could not load the data',
    'load.notFound': 'Record not found',
    'load.notFoundDescription': 'It may have been deleted, or the link is wrong.',
    'load.retry': 'Try again',
    'forbidden.title': 'You do not have access to this page',
    'forbidden.description': 'Ask an administrator for the permission if you need it.',
    'editor.toolbar': 'Formatting',
    'editor.bold': 'Bold',
    'editor.italic': 'Italic',
    'editor.bulletList': 'Bulleted list',
    'editor.orderedList': 'Numbered list',
    'editor.link': 'Link',
    'editor.linkPlaceholder': 'https://… or mailto: or tel:',
    'editor.linkApply': 'Apply',
    'editor.linkRemove': 'Remove link',
    'editor.linkInvalid': 'Links may only start with http, https, mailto or tel',
    'editor.undo': 'Undo',
    'editor.redo': 'Redo',
  },
} satisfies Record<Locale, Record<string, string>>;

export type UiTextKey = keyof (typeof TEXTS)['ar'];

export function uiText(locale: Locale, key: UiTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `t(key, values)` for the shared building blocks, in the shell's current language. */
export function useUiText() {
  const { locale } = useShell();
  return (key: UiTextKey, values?: Record<string, string | number>) => uiText(locale, key, values);
}
