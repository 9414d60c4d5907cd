import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { openDatabase } from './db/client';
import { errorLogFields, requestLogFields } from './lib/log-redaction';
import { offlineSweepPlugin } from './modules/alerts/offline-sweep.plugin';
import { demoSimulatorPlugin } from './modules/devices/demo-simulator.plugin';
import { positionIngestPlugin } from './modules/devices/position-ingest.plugin';
import { liveFeedPlugin } from './modules/live-feed/live-feed.plugin';
import { companyLogoAttachments } from './modules/notices/company-logo-attachment';
import { noticeWorkerPlugin } from './modules/notices/notice-worker.plugin';
import {
  scheduledReportAttachments,
  scheduledReportsPlugin,
} from './modules/scheduled-reports/scheduled-reports.plugin';
import { tripLinkPagePlugin } from './modules/trip-links/trip-link-page';
import { invoicePdfAttachments } from './modules/zatca/invoice-pdf-attachments';
import { zatcaReportWorkerPlugin } from './modules/zatca/zatca-report-worker.plugin';
import { accessPlugin } from './plugins/access';
import { allowedHostsPlugin } from './plugins/allowed-hosts';
import { apiPlugin } from './plugins/api';
import { clientError } from './plugins/client-error';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { housekeepingPlugin } from './plugins/housekeeping';
import { limitJsonDepth } from './plugins/json-depth-limit';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { pdfPrinterPlugin } from './plugins/pdf-printer';
import { frameworkError, problemPlugin } from './plugins/problem';
import { requestIdFor, requestIdPlugin } from './plugins/request-id';
import { routeRegistryPlugin } from './plugins/route-registry';
import { schoolScopePlugin } from './plugins/school-scope';
import staticSite from './plugins/static-site/index';
import { seed } from './seed';

export interface BuildOptions {
  /** An open PGlite to use instead of DATA_DIR (tests load a migrated snapshot into memory). */
  pglite?: PGlite;
  /** `false`: no log; defaults to stdout as JSON. */
  logger?: boolean;
  /** Where the log goes instead of stdout (a test reads what the log says). */
  logStream?: { write(line: string): void };
}

/** Both src/app.ts and the bundled dist/server.js sit two levels below the repository root. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes "the first N hops, whatever their
 * address" (Fastify itself now trusts no one for a bare number); addresses and ranges are kept.
 */
function trustedProxies(setting: AppConfig['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The Fastify app, database open, migrated and seeded, not listening (tests call `app.inject()`). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: requestLogFields, err: (error) => errorLogFields(error) },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  limitJsonDepth(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pglite: options.pglite,
  });
  if (!config.ZATCA_KEY_SECRET) {
    app.log.warn(
      'ZATCA_KEY_SECRET is unset: the e-invoicing signing key is sealed with the development key (ADR 0052)',
    );
  }
  if (!config.SECOND_FACTOR_KEY_SECRET) {
    app.log.warn(
      'SECOND_FACTOR_KEY_SECRET is unset: authenticator secrets are sealed with the development key (ADR 0061)',
    );
  }
  try {
    await seed(handle, config, app.log);
  } catch (error) {
    await handle.close();
    throw error;
  }

  // Order matters: cross-cutting plugins first, then the API; the static site registers after these.
  await app.register(problemPlugin);
  await app.register(requestIdPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(databasePlugin, { handle, config });
  await app.register(allowedHostsPlugin);
  await app.register(liveFeedPlugin);
  await app.register(metricsPlugin);
  await app.register(positionIngestPlugin);
  await app.register(offlineSweepPlugin);
  await app.register(demoSimulatorPlugin);
  await app.register(housekeepingPlugin);
  // The outbox knows no producer: the invoice e-mail's PDF and a scheduled report's file are given to it here.
  const invoicePdf = invoicePdfAttachments(app);
  const reportFile = scheduledReportAttachments(app);
  const logo = companyLogoAttachments(app.db);
  await app.register(noticeWorkerPlugin, {
    attachmentsOf: async (notice) => [
      ...(await logo(notice)),
      ...(await invoicePdf(notice)),
      ...(await reportFile(notice)),
    ],
  });
  await app.register(scheduledReportsPlugin);
  await app.register(zatcaReportWorkerPlugin);
  await app.register(pdfPrinterPlugin);
  await app.register(routeRegistryPlugin);
  await app.register(accessPlugin);
  await app.register(schoolScopePlugin);
  await app.register(openapiPlugin);
  await app.register(apiPlugin, { prefix: '/api' });
  await app.register(tripLinkPagePlugin);
  await app.register(staticSite, {
    root: config.STATIC_ROOT ?? REPO_ROOT,
    ...(config.REMOTES_MANIFEST ? { remotesManifest: config.REMOTES_MANIFEST } : {}),
  });
  return app;
}
