import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A local HTTP endpoint standing in for an SMS/WhatsApp provider: records each POST; can be told to refuse. */
export class HttpReceiver {
  readonly received: Received[] = [];
  /** The status it answers with: 200, or e.g. 503 while the "provider" is down. */
  status = 200;
  private server: Server | null = null;

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      request.on('end', () => {
        if (this.status < 300) {
          this.received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
        }
        response.writeHead(this.status, { 'content-type': 'application/json' });
        response.end(this.status < 300 ? '{"statusCode":201}' : '{"message":"provider unavailable"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}${path}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
