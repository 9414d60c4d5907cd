import {
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  NOTICE_STATUSES,
  type Notice,
} from '@rihla/shared/contracts/notices';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FAMILIES_LABELS as FAMILIES } from '@rihla/shared/i18n/messages/families';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  momentColumn,
  textColumn,
} from '../../lib/export-columns';

export const NOTICES_EXPORT: ExportSpec<Notice> = {
  filename: 'notices',
  sheet: { ar: 'الإشعارات', en: 'Notices' },
  columns: [
    // The list titles these "Written" and "Sent to"; the export keeps its own words.
    momentColumn({ ar: 'وقت الإنشاء', en: 'Created at' }, (n) => n.createdAt),
    choiceColumn(
      textsOf(FAMILIES, 'notice.fields.event'),
      choiceTexts(FAMILIES, 'notice.event.', NOTICE_EVENTS),
      (n) => n.event,
    ),
    textColumn(textsOf(FAMILIES, 'notice.fields.parent'), (n) => n.parentName),
    choiceColumn(
      textsOf(FAMILIES, 'notice.fields.channel'),
      choiceTexts(FAMILIES, 'notice.channel.', NOTICE_CHANNELS),
      (n) => n.channel,
    ),
    textColumn({ ar: 'العنوان', en: 'Address' }, (n) => n.address),
    choiceColumn(
      textsOf(FAMILIES, 'notice.fields.status'),
      choiceTexts(FAMILIES, 'notice.status.', NOTICE_STATUSES),
      (n) => n.status,
    ),
    countColumn({ ar: 'المحاولات', en: 'Attempts' }, (n) => n.attempts),
    momentColumn({ ar: 'وقت الإرسال', en: 'Sent at' }, (n) => n.sentAt),
    // An unsent notice's reason is its status already.
    textColumn({ ar: 'آخر خطأ', en: 'Last error' }, (n) => (n.status === 'unsent' ? null : n.lastError)),
    textColumn({ ar: 'الموضوع', en: 'Subject' }, (n) => n.subject),
    idColumn(),
  ],
};
