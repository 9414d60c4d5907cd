/**
 * Bench (not a test): the bytes on the wire (compressed as sent, headers included) of the sign-in
 * and public pages as `pnpm start` serves them, fresh tab and cache, each page in its own language,
 * with the fonts' part and the font files the browser chose. Run by `pnpm bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BASE, BROWSER_ARGS, startServer } from './perf-server';

const PAGES = [
  ['/login', 'ar-SA'],
  ['/en/login', 'en-US'],
  ['/', 'ar-SA'],
  ['/en', 'en-US'],
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rihla-perf-weight-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    for (const [path, locale] of PAGES) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const fontRequests = new Map<string, string>();
      let total = 0;
      const fonts: { name: string; bytes: number }[] = [];
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Font') fontRequests.set(event.requestId, new URL(event.response.url).pathname);
      });
      cdp.on('Network.loadingFinished', (event) => {
        total += event.encodedDataLength;
        const name = fontRequests.get(event.requestId);
        if (name) fonts.push({ name: name.slice(name.lastIndexOf('/') + 1), bytes: event.encodedDataLength });
      });
      await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
      await context.close();
      const fontBytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
      console.log(
        `${path.padEnd(10)} ${kb(total)} on the wire, fonts ${kb(fontBytes)} (${fonts.length} files)`,
      );
      for (const font of fonts.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${kb(font.bytes).padStart(8)}  ${font.name}`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
