import type { FastifyReply } from 'fastify';
import { type CsvColumn, toCsv } from './csv';

/** A list's CSV download: the file name a browser saves it under and its columns. */
export interface CsvExport<T> {
  filename: string;
  columns: CsvColumn<T>[];
}

/** Answers with `rows` as a CSV attachment (every export of the API goes through here). */
export function sendCsv<T>(reply: FastifyReply, csv: CsvExport<T>, rows: T[]) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .send(toCsv(csv.columns, rows));
}
