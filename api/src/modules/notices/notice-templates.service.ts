import {
  NOTICE_EVENTS,
  NOTICE_LANGUAGES,
  type NoticeEvent,
  type NoticeTemplate,
  type NoticeTemplateInput,
  type NoticeTemplateText,
} from '@rihla/shared/contracts/notices';
import type { Locale } from '@rihla/shared/routes/route-table';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem, staleVersion } from '../../lib/problem';
import { DEFAULT_TEMPLATES, type TemplateText } from './default-templates';
import { noticeTemplates } from './notices.table';
import { pluralFormsValid, renderTemplate, variablesIn } from './render-template';

/** The wording of an event in a language: the administrator's, else the built-in one. */
export async function templateFor(db: Database, event: NoticeEvent, language: Locale): Promise<TemplateText> {
  const [edited] = await db
    .select({ subject: noticeTemplates.subject, body: noticeTemplates.body })
    .from(noticeTemplates)
    .where(and(eq(noticeTemplates.event, event), eq(noticeTemplates.language, language)));
  return edited ?? DEFAULT_TEMPLATES[event][language];
}

/** The names an event fills in: those its built-in wording uses, in either language. */
function variablesOf(event: NoticeEvent): string[] {
  const texts = NOTICE_LANGUAGES.flatMap((language) => {
    const { subject, body } = DEFAULT_TEMPLATES[event][language];
    return [subject, body];
  });
  return [...new Set(texts.flatMap(variablesIn))].sort();
}

/** What the preview fills each variable with, in the template's language. */
const SAMPLES: Record<string, Record<Locale, string>> = {
  alert: { ar: 'استغاثة', en: 'SOS' },
  amount: { ar: '450.00 ر.س.', en: 'SAR 450.00' },
  busPlate: { ar: 'أ ب ج 1234', en: 'ABC 1234' },
  date: { ar: '11/24/26', en: '11/24/26' },
  dueDate: { ar: '12/01/26', en: '12/01/26' },
  invoiceNumber: { ar: 'INV-2026-0042', en: 'INV-2026-0042' },
  minutes: { ar: '10', en: '10' },
  parentName: { ar: 'نورة القحطاني', en: 'Noura Al-Qahtani' },
  plate: { ar: 'أ ب ج 1234', en: 'ABC 1234' },
  reason: { ar: 'عطل فني', en: 'breakdown' },
  reference: { ar: 'RQ-7F3K2A', en: 'RQ-7F3K2A' },
  severity: { ar: 'حرج', en: 'critical' },
  signInLink: {
    ar: 'https://rihla.example/family#link=abc123',
    en: 'https://rihla.example/en/family#link=abc123',
  },
  stopName: { ar: 'محطة حي الياسمين', en: 'Al-Yasmin stop' },
  studentName: { ar: 'سارة', en: 'Sarah' },
  time: { ar: '06:45', en: '06:45' },
  trip: { ar: 'الملز صباحًا', en: 'Al-Malaz morning' },
  tripLink: { ar: 'https://rihla.example/t/abc123', en: 'https://rihla.example/t/abc123' },
  value: { ar: 'السرعة 96 كم/س.', en: 'Speed 96 km/h.' },
};

/** Every event's wording in both languages, the administrator's where edited. */
export async function listNoticeTemplates(db: Database): Promise<NoticeTemplate[]> {
  const edited = await db.select().from(noticeTemplates);
  return NOTICE_EVENTS.flatMap((event) =>
    NOTICE_LANGUAGES.map((language) => {
      const row = edited.find((e) => e.event === event && e.language === language);
      const text = row ?? DEFAULT_TEMPLATES[event][language];
      return {
        event,
        language,
        subject: text.subject,
        body: text.body,
        variables: variablesOf(event),
        edited: Boolean(row),
        version: row?.version ?? 0,
      };
    }),
  );
}

export async function findNoticeTemplate(
  db: Database,
  event: NoticeEvent,
  language: Locale,
): Promise<NoticeTemplate> {
  const all = await listNoticeTemplates(db);
  return all.find((t) => t.event === event && t.language === language)!;
}

/**
 * A variable the event does not fill in would reach parents as an empty gap, and plural forms without
 * `other` (or with a form the languages do not have) would leave some counts unworded: refused on
 * their field.
 */
function refuseUnknownVariables(event: NoticeEvent, text: NoticeTemplateText) {
  const known = new Set(variablesOf(event));
  const problems = (['subject', 'body'] as const).flatMap((path) => {
    if (variablesIn(text[path]).some((name) => !known.has(name)))
      return [{ path, code: 'validation.unknownVariable' }];
    if (!pluralFormsValid(text[path])) return [{ path, code: 'validation.pluralForms' }];
    return [];
  });
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems);
}

/** The text as a parent would read it, with sample values. */
export function previewNoticeTemplate(
  event: NoticeEvent,
  language: Locale,
  text: NoticeTemplateText,
): TemplateText {
  refuseUnknownVariables(event, text);
  const samples = Object.fromEntries(Object.entries(SAMPLES).map(([name, value]) => [name, value[language]]));
  return {
    subject: renderTemplate(text.subject, samples, language),
    body: renderTemplate(text.body, samples, language),
  };
}

/** Saves an administrator's wording at the version read (0: replacing the built-in one). */
export async function saveNoticeTemplate(
  tx: Database,
  event: NoticeEvent,
  language: Locale,
  input: NoticeTemplateInput,
): Promise<{ before: NoticeTemplate; after: NoticeTemplate }> {
  refuseUnknownVariables(event, input);
  const before = await findNoticeTemplate(tx, event, language);
  if (before.version !== input.version) throw staleVersion();
  const { subject, body } = input;
  const where = and(eq(noticeTemplates.event, event), eq(noticeTemplates.language, language));
  const changed =
    input.version === 0
      ? await tx
          .insert(noticeTemplates)
          .values({ event, language, subject, body })
          .onConflictDoNothing()
          .returning({ event: noticeTemplates.event })
      : await tx
          .update(noticeTemplates)
          .set({ subject, body, version: sql`${noticeTemplates.version} + 1`, updatedAt: new Date() })
          .where(and(where, eq(noticeTemplates.version, input.version)))
          .returning({ event: noticeTemplates.event });
  if (changed.length === 0) throw staleVersion();
  return { before, after: await findNoticeTemplate(tx, event, language) };
}
