import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reportDue, type SweepResult } from './zatca-reporting';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports the documents due now to ZATCA (the worker also does so every ZATCA_REPORT_POLL_MS). */
    reportToZatca(): Promise<SweepResult>;
  }
}

/**
 * The reporting outbox's worker in this API process (ADR 0073). Every replica runs one; row locks
 * keep them off each other's documents, and a restart picks up whatever is still queued.
 */
export const zatcaReportWorkerPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<SweepResult> | null = null;
    const sweep = () => {
      running ??= reportDue(app.db, app.config)
        .then((result) => {
          // The alarm: the console shows it too (Settings → ZATCA, the invoices page).
          if (result.refused)
            app.log.error('zatca: the CSID was refused (expired or revoked); onboard again');
          return result;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('reportToZatca', sweep);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweep().catch((error: Error) => app.log.warn({ err: error.message }, 'zatca: reporting failed'));
      }, app.config.ZATCA_REPORT_POLL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => null);
    });
  },
  { name: 'zatca-report-worker' },
);
