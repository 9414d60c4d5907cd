import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NoticeAttachment } from '../notices/channels/channel';
import { reportAttachment } from './report-file';
import { orderOfNotice, sweepScheduledReports } from './scheduled-reports.service';

/** How often each API process looks for a report whose slot has come: slots are whole minutes. */
const SWEEP_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the reports whose slot has come by `now` (the sweep also runs every SWEEP_MS). */
    sweepScheduledReports(now?: Date): Promise<number>;
  }
}

/**
 * Every API process sweeps the scheduled reports; row locks and the slot's unique send keep two
 * replicas from sending one slot twice, and a restart finds the slots it missed in the table.
 */
export const scheduledReportsPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<number> | null = null;
    const sweep = (now?: Date) => {
      running ??= sweepScheduledReports(app.db, now).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('sweepScheduledReports', sweep);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweep().catch((error: Error) => app.log.warn({ err: error.message }, 'reports: sweep failed'));
      }, SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
    });
  },
  { name: 'scheduled-reports' },
);

/** The file a scheduled report's e-mail carries, made when the e-mail is sent (like an invoice's PDF). */
export function scheduledReportAttachments(app: FastifyInstance) {
  return async (notice: { event: string; eventKey: string }): Promise<NoticeAttachment[]> => {
    if (notice.event !== 'scheduled-report') return [];
    const order = await orderOfNotice(app.db, notice.eventKey);
    return order ? [await reportAttachment(app, order)] : [];
  };
}
