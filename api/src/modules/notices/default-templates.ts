import type { DISRUPTION_REASONS } from '@rihla/shared/contracts/disruptions';
import type { NoticeEvent } from '@rihla/shared/contracts/notices';
import type { Locale } from '@rihla/shared/routes/route-table';

export interface TemplateText {
  subject: string;
  body: string;
}

/**
 * The built-in wording of every notice, in both languages. `{{name}}` is replaced by the event's
 * variable of that name, `{{minutes|one:…|other:…}}` by the wording of the number's plural form
 * (render-template.ts); an administrator's edit (notice_templates) takes the place of these.
 */
export const DEFAULT_TEMPLATES: Record<NoticeEvent, Record<Locale, TemplateText>> = {
  'registration-received': {
    ar: {
      subject: 'استلمنا طلب التسجيل {{reference}}',
      body: 'مرحباً {{parentName}}، استلمنا طلب تسجيل {{studentName}} في النقل المدرسي. رقم الطلب {{reference}}، احتفظ به للمتابعة. سنتواصل معك بعد مراجعته.',
    },
    en: {
      subject: 'Registration request {{reference}} received',
      body: 'Hello {{parentName}}, we received the school-transport registration request for {{studentName}}. Its reference is {{reference}}; keep it to follow up. We will contact you once it is reviewed.',
    },
  },
  'registration-approved': {
    ar: {
      subject: 'تم قبول طلب التسجيل {{reference}}',
      body: 'مرحباً {{parentName}}، تم قبول طلب تسجيل {{studentName}} في النقل المدرسي. رقم الطلب {{reference}}.',
    },
    en: {
      subject: 'Registration {{reference}} approved',
      body: 'Hello {{parentName}}, the school-transport registration of {{studentName}} is approved. Reference {{reference}}.',
    },
  },
  'registration-waitlisted': {
    ar: {
      subject: 'طلب التسجيل {{reference}} على قائمة الانتظار',
      body: 'مرحباً {{parentName}}، لا يوجد مقعد متاح الآن لـ {{studentName}}، وطلبك {{reference}} على قائمة الانتظار. سنخبرك حين يتوفر مقعد.',
    },
    en: {
      subject: 'Registration {{reference}} is on the waiting list',
      body: 'Hello {{parentName}}, there is no free seat for {{studentName}} yet; request {{reference}} is on the waiting list. We will tell you when a seat is free.',
    },
  },
  'registration-rejected': {
    ar: {
      subject: 'تعذر قبول طلب التسجيل {{reference}}',
      body: 'مرحباً {{parentName}}، نعتذر، تعذر قبول طلب تسجيل {{studentName}} ({{reference}}). السبب: {{reason}}',
    },
    en: {
      subject: 'Registration {{reference}} not accepted',
      body: 'Hello {{parentName}}, we are sorry: the registration of {{studentName}} ({{reference}}) was not accepted. Reason: {{reason}}',
    },
  },
  'child-boarded': {
    ar: {
      subject: 'صعد {{studentName}} إلى الحافلة',
      body: 'صعد {{studentName}} إلى الحافلة {{busPlate}} الساعة {{time}}.',
    },
    en: {
      subject: '{{studentName}} boarded the bus',
      body: '{{studentName}} boarded bus {{busPlate}} at {{time}}.',
    },
  },
  'child-alighted': {
    ar: {
      subject: 'نزل {{studentName}} من الحافلة',
      body: 'نزل {{studentName}} من الحافلة {{busPlate}} الساعة {{time}}.',
    },
    en: {
      subject: '{{studentName}} left the bus',
      body: '{{studentName}} left bus {{busPlate}} at {{time}}.',
    },
  },
  'bus-near': {
    ar: {
      subject:
        'الحافلة على بعد {{minutes|zero:# دقيقة|one:دقيقة واحدة|two:دقيقتين|few:# دقائق|many:# دقيقة|other:# دقيقة}} من محطتك',
      body: 'حافلة {{studentName}} على بعد نحو {{minutes|zero:# دقيقة|one:دقيقة واحدة|two:دقيقتين|few:# دقائق|many:# دقيقة|other:# دقيقة}} من محطة {{stopName}}. تابعها هنا: {{tripLink}}',
    },
    en: {
      subject: 'The bus is {{minutes|one:# minute|other:# minutes}} from your stop',
      body: "{{studentName}}'s bus is about {{minutes|one:# minute|other:# minutes}} from {{stopName}}. Follow it here: {{tripLink}}",
    },
  },
  'trip-delayed': {
    ar: {
      subject: 'تأخر رحلة {{studentName}}',
      body: 'رحلة {{studentName}} متأخرة نحو {{minutes|zero:# دقيقة|one:دقيقة واحدة|two:دقيقتين|few:# دقائق|many:# دقيقة|other:# دقيقة}} عن موعدها.',
    },
    en: {
      subject: "{{studentName}}'s trip is late",
      body: "{{studentName}}'s trip is running about {{minutes|one:# minute|other:# minutes}} late.",
    },
  },
  'trip-disrupted': {
    ar: {
      subject: 'تعطلت رحلة {{studentName}}',
      body: 'تعطلت رحلة {{studentName}} ({{reason}}). الطالب بأمان ونعمل على حل المشكلة وسنبلغك بالمستجدات.',
    },
    en: {
      subject: "{{studentName}}'s trip is disrupted",
      body: "{{studentName}}'s trip is disrupted ({{reason}}). Your child is safe; we are handling it and will keep you informed.",
    },
  },
  'replacement-bus': {
    ar: {
      subject: 'حافلة بديلة لرحلة {{studentName}}',
      body: 'أُرسلت الحافلة البديلة {{busPlate}} لإكمال رحلة {{studentName}}.',
    },
    en: {
      subject: "A replacement bus for {{studentName}}'s trip",
      body: "Replacement bus {{busPlate}} is completing {{studentName}}'s trip.",
    },
  },
  'trip-cancelled': {
    ar: {
      subject: 'أُلغيت رحلة {{studentName}}',
      body: 'أُلغيت رحلة {{studentName}} بتاريخ {{date}}. نعتذر عن الإزعاج.',
    },
    en: {
      subject: "{{studentName}}'s trip is cancelled",
      body: "{{studentName}}'s trip on {{date}} is cancelled. We apologise.",
    },
  },
  'crew-holiday': {
    ar: {
      subject: '{{holiday}}: أُلغيت رحلاتك',
      body: '{{holiday}} إجازة من {{from}} إلى {{to}}، فأُلغيت {{trips|one:رحلتك في أيامها|two:رحلتاك في أيامها|few:# من رحلاتك في أيامها|many:# من رحلاتك في أيامها|other:# من رحلاتك في أيامها}}.',
    },
    en: {
      subject: '{{holiday}}: your trips are cancelled',
      body: '{{holiday}} is a holiday from {{from}} to {{to}}, so {{trips|one:your trip on those days is|other:# of your trips on those days are}} cancelled.',
    },
  },
  'pickup-changed': {
    ar: {
      subject: 'محطة {{studentName}} أو موعدها تغيّر',
      body: 'ابتداءً من {{date}} يركب {{studentName}} الحافلة إلى المدرسة من {{stopName}} الساعة {{time}}.',
    },
    en: {
      subject: "{{studentName}}'s stop or time has changed",
      body: 'From {{date}}, {{studentName}} boards the bus to school at {{stopName}} at {{time}}.',
    },
  },
  'invoice-issued': {
    ar: {
      subject: 'فاتورة جديدة {{invoiceNumber}}',
      body: 'صدرت الفاتورة {{invoiceNumber}} بمبلغ {{amount}}، تستحق في {{dueDate}}.',
    },
    en: {
      subject: 'New invoice {{invoiceNumber}}',
      body: 'Invoice {{invoiceNumber}} for {{amount}} is issued, due on {{dueDate}}.',
    },
  },
  'invoice-overdue': {
    ar: {
      subject: 'الفاتورة {{invoiceNumber}} متأخرة السداد',
      body: 'لم تُسدد الفاتورة {{invoiceNumber}} بمبلغ {{amount}} وقد استحقت في {{dueDate}}.',
    },
    en: {
      subject: 'Invoice {{invoiceNumber}} is overdue',
      body: 'Invoice {{invoiceNumber}} for {{amount}} was due on {{dueDate}} and is not paid yet.',
    },
  },
  'payment-received': {
    ar: { subject: 'تم استلام دفعتك', body: 'شكراً لك، استلمنا دفعتك بمبلغ {{amount}}.' },
    en: { subject: 'Payment received', body: 'Thank you, we received your payment of {{amount}}.' },
  },
  'alert-raised': {
    ar: {
      subject: 'تنبيه ({{severity}}): {{alert}} - الحافلة {{plate}}',
      body: 'تنبيه {{alert}} من الحافلة {{plate}} في رحلة {{trip}} الساعة {{time}}. {{value}}',
    },
    en: {
      subject: 'Alert ({{severity}}): {{alert}} - bus {{plate}}',
      body: 'Alert {{alert}} from bus {{plate}} on trip {{trip}} at {{time}}. {{value}}',
    },
  },
  'alert-escalated': {
    ar: {
      subject: 'تصعيد: {{alert}} - الحافلة {{plate}} بلا استجابة',
      body: 'لم يستلم أحد تنبيه {{alert}} من الحافلة {{plate}} في رحلة {{trip}} منذ {{minutes|zero:# دقيقة|one:دقيقة واحدة|two:دقيقتين|few:# دقائق|many:# دقيقة|other:# دقيقة}} (الساعة {{time}}). افتح مركز التنبيهات واستلمه.',
    },
    en: {
      subject: 'Escalation: {{alert}} - bus {{plate}} unanswered',
      body: 'Nobody has acknowledged the {{alert}} alert from bus {{plate}} on trip {{trip}} for {{minutes|one:# minute|other:# minutes}} (raised at {{time}}). Open the alert centre and acknowledge it.',
    },
  },
  'scheduled-report': {
    ar: {
      subject: 'تقرير {{report}}: {{period}}',
      body: 'مرفق تقرير {{report}} للفترة {{period}}، يصلكم حسب الجدول المحدد في رحلة.',
    },
    en: {
      subject: '{{report}} report: {{period}}',
      body: 'Attached is the {{report}} report for {{period}}, sent on the schedule set in Rihla.',
    },
  },
  'family-sign-in-link': {
    ar: {
      subject: 'رابط الدخول إلى تطبيق الأسرة',
      body: 'مرحبًا {{parentName}}،\nافتحوا هذا الرابط للدخول إلى تطبيق الأسرة: {{signInLink}}\nالرابط صالح {{minutes}} دقيقة ولمرة واحدة. إن لم تطلبوه فتجاهلوا هذه الرسالة.',
    },
    en: {
      subject: 'Your sign-in link to the family app',
      body: 'Hello {{parentName}},\nOpen this link to sign in to the family app: {{signInLink}}\nIt works once, for {{minutes}} minutes. If you did not ask for it, ignore this message.',
    },
  },
};

/** A disruption's reason as a parent reads it. */
export const REASON_TEXTS: Record<(typeof DISRUPTION_REASONS)[number], Record<Locale, string>> = {
  breakdown: { ar: 'عطل فني', en: 'a breakdown' },
  accident: { ar: 'حادث', en: 'an accident' },
  traffic: { ar: 'ازدحام مروري', en: 'traffic' },
  weather: { ar: 'أحوال جوية', en: 'the weather' },
  driver_absent: { ar: 'غياب السائق', en: 'the driver being absent' },
  other: { ar: 'سبب طارئ', en: 'an unforeseen cause' },
};
