import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csvChunks } from './csv';
import type { ExportContext, ExportSpec } from './export-columns';
import { takeExportSlot } from './export-slots';
import { requestLocale } from './locale';
import { writeXlsx } from './xlsx-stream';

export type ExportFormat = 'csv' | 'xlsx';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Streams an export as it is read from the database (every export of the API goes through here):
 * in the reader's language, on the operators' clock, holding one of the operator's export slots
 * for the life of the response, until its last byte is handed to the connection or the reader
 * goes away. One batch at a time: the next is read once the reader has taken the last, so a slow
 * reader holds its slot rather than the server's memory. `X-Accel-Buffering: no` has the gateway
 * pass the answer on as it comes instead of taking it whole at the API's pace (nginx buffers
 * proxied answers by default): what the reader has not taken yet keeps the slot.
 */
export function sendExport<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat,
  spec: ExportSpec<T>,
  batches: AsyncIterable<T[]>,
): FastifyReply {
  const operatorId = request.auth?.operator?.id ?? request.ip;
  const release = takeExportSlot(operatorId, request.server.config.EXPORTS_PER_OPERATOR);
  const context: ExportContext = {
    locale: requestLocale(request),
    timeZone: request.server.config.TIME_ZONE,
  };
  let body: Readable;
  if (format === 'csv') {
    body = Readable.from(csvChunks(spec.columns, batches, context), { highWaterMark: 1 });
  } else {
    const out = new PassThrough();
    writeXlsx(out, spec.sheet, spec.columns, batches, context).catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed while streaming');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    body = out;
  }
  // The response's close, not the body's: the body ends when its last chunk is queued, not sent.
  reply.raw.once('close', release);
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-language', context.locale)
    .header('x-accel-buffering', 'no')
    .header('content-disposition', `attachment; filename="${spec.filename}.${format}"`)
    .send(body);
}
