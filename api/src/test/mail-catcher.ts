import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process: keeps every message it is given; can go away and come back on
 * its port. HTML parts keep their `cid:` links as sent (mailparser would inline them otherwise).
 */
export class MailCatcher {
  readonly messages: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream, { keepCidLinks: true })
          .then((mail) => {
            this.messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The mail server is down: connections to its port are refused until `start()` again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.messages.filter(
      (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(address),
    );
  }
}
