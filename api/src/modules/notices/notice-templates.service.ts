import type { NoticeEvent } from '@rihla/shared/contracts/notices';
import type { Locale } from '@rihla/shared/routes/route-table';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { DEFAULT_TEMPLATES, type TemplateText } from './default-templates';
import { noticeTemplates } from './notices.table';

/** The wording of an event in a language: the administrator's, else the built-in one. */
export async function templateFor(db: Database, event: NoticeEvent, language: Locale): Promise<TemplateText> {
  const [edited] = await db
    .select({ subject: noticeTemplates.subject, body: noticeTemplates.body })
    .from(noticeTemplates)
    .where(and(eq(noticeTemplates.event, event), eq(noticeTemplates.language, language)));
  return edited ?? DEFAULT_TEMPLATES[event][language];
}
