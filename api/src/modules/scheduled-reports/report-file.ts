import { Writable } from 'node:stream';
import { kpiTripQuerySchema } from '@rihla/shared/contracts/kpis';
import type { ReportFormat, ReportKind } from '@rihla/shared/contracts/scheduled-reports';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types';
import { escapeHtml } from '../../lib/escape-html';
import type { ExportContext, ExportSpec, Texts } from '../../lib/export-columns';
import { inBatches } from '../../lib/export-routes';
import { writeXlsx } from '../../lib/xlsx-stream';
import { AGEING_EXPORT, ageingRows } from '../finance-reports/finance-reports.export';
import { ageingReport } from '../finance-reports/finance-reports.service';
import { KPI_TRIPS_EXPORT } from '../kpis/kpis.export';
import { exportKpiTrips } from '../kpis/kpis.service';
import type { NoticeAttachment } from '../notices/channels/channel';

/** What one send's attachment is made of: kept on the send, so every copy carries the same report. */
export interface ReportOrder {
  kind: ReportKind;
  schoolId: string | null;
  format: ReportFormat;
  language: Locale;
  periodFrom: string;
  periodTo: string;
}

/** The report's title, in both languages, as the e-mail's subject and the PDF's heading say it. */
export const REPORT_TITLES: Record<ReportKind, Texts> = {
  ridership: { ar: 'الركاب والالتزام بالمواعيد', en: 'Ridership and on-time' },
  ageing: { ar: 'أعمار الذمم', en: 'Receivables ageing' },
};

/** A report's rows, in batches, ready to be written in either format. */
interface ReportRenderer {
  xlsx(context: ExportContext): Promise<Buffer>;
  html(title: string, period: string, context: ExportContext): Promise<string>;
}

function renderer<T>(spec: ExportSpec<T>, batches: AsyncIterable<T[]>): ReportRenderer {
  return {
    xlsx: (context) => xlsxOf(spec, batches, context),
    html: (title, period, context) => reportHtml(spec, batches, title, period, context),
  };
}

async function* once<T>(rows: Promise<T[]>): AsyncGenerator<T[]> {
  yield await rows;
}

function reportOf(db: Database, order: ReportOrder, timeZone: string): ReportRenderer {
  if (order.kind === 'ageing') {
    return renderer(AGEING_EXPORT, once(ageingReport(db, order.periodTo).then(ageingRows)));
  }
  const query = kpiTripQuerySchema.parse({
    from: order.periodFrom,
    to: order.periodTo,
    ...(order.schoolId ? { schoolId: order.schoolId } : {}),
    sort: 'date:asc',
  });
  return renderer(KPI_TRIPS_EXPORT, inBatches(exportKpiTrips(db, query, timeZone)));
}

/** Collects what a writer streams, for an attachment. */
class Collector extends Writable {
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk);
    done();
  }
}

async function xlsxOf<T>(
  spec: ExportSpec<T>,
  batches: AsyncIterable<T[]>,
  context: ExportContext,
): Promise<Buffer> {
  const out = new Collector();
  await writeXlsx(out, spec.sheet, spec.columns, batches, context);
  return Buffer.concat(out.chunks);
}

const cellText = (value: string | number | null | undefined, kind: string, locale: Locale) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return value.toLocaleString(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
      minimumFractionDigits: kind === 'money' ? 2 : 0,
      maximumFractionDigits: 2,
    });
  }
  return value;
};

/** One A4 page (or more) of the report as a table, for headless Chromium (ADR 0059). */
async function reportHtml<T>(
  spec: ExportSpec<T>,
  batches: AsyncIterable<T[]>,
  title: string,
  period: string,
  context: ExportContext,
): Promise<string> {
  const { locale } = context;
  const columns = spec.columns;
  const head = columns.map((c) => `<th>${escapeHtml(c.header[locale])}</th>`).join('');
  const body: string[] = [];
  for await (const rows of batches) {
    for (const row of rows) {
      const cells = columns.map((c) => {
        const text = escapeHtml(String(cellText(c.value(row, context), c.kind, locale)));
        return `<td class="${c.kind}"><bdi>${text}</bdi></td>`;
      });
      body.push(`<tr>${cells.join('')}</tr>`);
    }
  }
  const empty = locale === 'ar' ? 'لا صفوف في هذه الفترة' : 'No rows in this period';
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title><style>
@page { size: A4 landscape; margin: 12mm; }
body { font-family: 'Noto Naskh Arabic', 'Noto Sans', sans-serif; font-size: 9pt; color: #1f2933; }
h1 { font-size: 14pt; margin: 0 0 2mm; } p { margin: 0 0 4mm; color: #52606d; }
table { border-collapse: collapse; inline-size: 100%; }
th, td { border: 1px solid #cbd2d9; padding: 1mm 1.5mm; text-align: start; }
th { background: #f0f4f8; } td.count, td.money { text-align: end; direction: ltr; unicode-bidi: isolate; }
</style></head><body><h1>${escapeHtml(title)}</h1><p><bdi dir="ltr">${escapeHtml(period)}</bdi></p>
<table><thead><tr>${head}</tr></thead><tbody>${body.join('') || `<tr><td colspan="${columns.length}">${empty}</td></tr>`}</tbody></table>
</body></html>`;
}

/** The days a send covers, as its e-mail and PDF write them. */
export const periodText = (order: Pick<ReportOrder, 'periodFrom' | 'periodTo'>) =>
  order.periodFrom === order.periodTo ? order.periodTo : `${order.periodFrom} – ${order.periodTo}`;

/** The report as the file its e-mail carries. */
export async function reportAttachment(app: FastifyInstance, order: ReportOrder): Promise<NoticeAttachment> {
  const context: ExportContext = { locale: order.language, timeZone: app.config.TIME_ZONE };
  const report = reportOf(app.db, order, app.config.TIME_ZONE);
  const filename = `${order.kind}-${order.periodTo}.${order.format}`;
  if (order.format === 'xlsx') {
    return {
      filename,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: await report.xlsx(context),
    };
  }
  const html = await report.html(REPORT_TITLES[order.kind][order.language], periodText(order), context);
  return { filename, contentType: 'application/pdf', content: await app.printPdf(html) };
}
