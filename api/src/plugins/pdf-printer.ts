import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Browser, chromium } from 'playwright-core';
import { HttpProblem } from '../lib/problem';

declare module 'fastify' {
  interface FastifyInstance {
    /** A self-contained HTML page printed on A4 as PDF by this process's headless Chromium (ADR 0059). */
    printPdf(html: string): Promise<Buffer>;
  }
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The request that waited too long, or found no browser, gets this instead of hanging. */
const unavailable = () => new HttpProblem(503, 'unavailable.printing', [], { 'retry-after': '10' });

/**
 * One headless Chromium per process, launched on the first PDF asked for (an API that prints
 * nothing never starts one), launched again if it dies, closed with the server. Each PDF gets its
 * own context with script off and every request refused: the page is the HTML given, its images
 * inline. A render that outlasts PDF_RENDER_TIMEOUT_MS is abandoned with a 503.
 */
export const pdfPrinterPlugin = fp(
  async (app: FastifyInstance) => {
    const { CHROMIUM_PATH: executablePath, PDF_RENDER_TIMEOUT_MS: timeoutMs } = app.config;
    let browser: Promise<Browser> | null = null;
    let closing = false;

    const launch = () => {
      browser ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: timeoutMs }).then(
        (launched) => {
          launched.on('disconnected', () => {
            browser = null;
          });
          return launched;
        },
        (error: Error) => {
          browser = null;
          app.log.error({ err: error.message, executablePath }, 'pdf: chromium did not start');
          throw unavailable();
        },
      );
      return browser;
    };

    const render = async (html: string, signal: AbortSignal) => {
      const context = await (await launch()).newContext({ javaScriptEnabled: false });
      signal.addEventListener('abort', () => void context.close().catch(() => {}), { once: true });
      try {
        await context.route('**/*', (route) => route.abort());
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await context.close().catch(() => {});
      }
    };

    app.decorate('printPdf', async (html: string) => {
      if (closing) throw unavailable();
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(unavailable());
        }, timeoutMs);
      });
      try {
        return await Promise.race([render(html, abort.signal), deadline]);
      } catch (error) {
        if (error instanceof HttpProblem) throw error;
        app.log.error({ err: (error as Error).message }, 'pdf: rendering failed');
        throw unavailable();
      } finally {
        clearTimeout(timer);
      }
    });

    app.addHook('onClose', async () => {
      closing = true;
      const open = browser;
      browser = null;
      await open?.then((running) => running.close()).catch(() => {});
    });
  },
  { name: 'pdf-printer' },
);
