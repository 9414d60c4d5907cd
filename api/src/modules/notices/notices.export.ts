import type {
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  NOTICE_STATUSES,
  Notice,
} from '@rihla/shared/contracts/notices';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  momentColumn,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const STATUS: Record<(typeof NOTICE_STATUSES)[number], Texts> = {
  pending: { ar: 'بانتظار الإرسال', en: 'Waiting' },
  sending: { ar: 'قيد الإرسال', en: 'Sending' },
  sent: { ar: 'أُرسل', en: 'Sent' },
  failed: { ar: 'فشل', en: 'Failed' },
  unsent: { ar: 'لم يُرسل: لا توجد قناة مهيأة', en: 'Not sent: no channel configured' },
};

const CHANNEL: Record<(typeof NOTICE_CHANNELS)[number], Texts> = {
  email: { ar: 'بريد إلكتروني', en: 'E-mail' },
  sms: { ar: 'رسالة نصية', en: 'SMS' },
  whatsapp: { ar: 'واتساب', en: 'WhatsApp' },
};

/** Event names as the notifications screen shows them. */
const EVENT: Record<(typeof NOTICE_EVENTS)[number], Texts> = {
  'registration-approved': { ar: 'قبول التسجيل', en: 'Registration approved' },
  'registration-waitlisted': { ar: 'التسجيل في قائمة الانتظار', en: 'Registration waitlisted' },
  'registration-rejected': { ar: 'رفض التسجيل', en: 'Registration rejected' },
  'child-boarded': { ar: 'صعود الطالب', en: 'Child boarded' },
  'child-alighted': { ar: 'نزول الطالب', en: 'Child alighted' },
  'bus-near': { ar: 'اقتراب الحافلة', en: 'Bus near' },
  'trip-delayed': { ar: 'تأخر الرحلة', en: 'Trip delayed' },
  'trip-disrupted': { ar: 'تعطل الرحلة', en: 'Trip disrupted' },
  'replacement-bus': { ar: 'حافلة بديلة', en: 'Replacement bus' },
  'trip-cancelled': { ar: 'إلغاء الرحلة', en: 'Trip cancelled' },
  'invoice-issued': { ar: 'إصدار فاتورة', en: 'Invoice issued' },
  'invoice-overdue': { ar: 'فاتورة متأخرة', en: 'Invoice overdue' },
  'payment-received': { ar: 'استلام دفعة', en: 'Payment received' },
};

export const NOTICES_EXPORT: ExportSpec<Notice> = {
  filename: 'notices',
  sheet: { ar: 'الإشعارات', en: 'Notices' },
  columns: [
    momentColumn({ ar: 'وقت الإنشاء', en: 'Created at' }, (n) => n.createdAt),
    choiceColumn({ ar: 'الحدث', en: 'Event' }, EVENT, (n) => n.event),
    textColumn({ ar: 'ولي الأمر', en: 'Parent' }, (n) => n.parentName),
    choiceColumn({ ar: 'القناة', en: 'Channel' }, CHANNEL, (n) => n.channel),
    textColumn({ ar: 'العنوان', en: 'Address' }, (n) => n.address),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, STATUS, (n) => n.status),
    countColumn({ ar: 'المحاولات', en: 'Attempts' }, (n) => n.attempts),
    momentColumn({ ar: 'وقت الإرسال', en: 'Sent at' }, (n) => n.sentAt),
    // An unsent notice's reason is its status already.
    textColumn({ ar: 'آخر خطأ', en: 'Last error' }, (n) => (n.status === 'unsent' ? null : n.lastError)),
    textColumn({ ar: 'الموضوع', en: 'Subject' }, (n) => n.subject),
    idColumn(),
  ],
};
