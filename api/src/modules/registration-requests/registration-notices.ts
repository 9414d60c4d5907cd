import type { NoticeEvent } from '@rihla/shared/contracts/notices';
import type { Database } from '../../db/types';
import {
  DEFAULT_CHANNELS,
  type NoticeRecipient,
  parentRecipient,
  queueNotice,
  settleParentLanguage,
} from '../notices/queue-notice';
import type { registrationRequests } from './registration-requests.table';

type RequestRow = typeof registrationRequests.$inferSelect;

/**
 * Tells the family of a decided request, in the decision's transaction and in the language the
 * request was made in. An approval reaches the parent (whose language it settles, if still open);
 * a waitlisting or a rejection reaches the contact details on the request.
 */
export async function tellFamily(
  tx: Database,
  row: RequestRow,
  event: Extract<NoticeEvent, `registration-${string}`>,
  parentId: string | null,
  reason = '',
): Promise<void> {
  let recipient: NoticeRecipient | null = null;
  if (parentId) {
    await settleParentLanguage(tx, parentId, row.language);
    recipient = await parentRecipient(tx, parentId);
  }
  recipient ??= {
    key: `request:${row.id}`,
    parentId: null,
    email: row.parentEmail,
    phone: row.parentPhone,
    channels: DEFAULT_CHANNELS,
    language: row.language,
  };
  const studentName =
    recipient.language === 'en' ? (row.studentNameEn ?? row.studentNameAr) : row.studentNameAr;
  await queueNotice(tx, recipient, {
    event,
    eventKey: `${event}:${row.id}`,
    variables: { parentName: row.parentName, studentName, reference: row.reference, reason },
  });
}
