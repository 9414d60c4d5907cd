import type { Socket } from 'node:net';
import type { Problem } from '@rihla/shared/contracts/common';
import { problemTitle } from '@rihla/shared/i18n/validation-messages';

/** What Node's HTTP parser refused, by its error code: headers too large, too slow, or not HTTP. */
function statusOf(code: string | undefined): { status: number; reason: string; problem: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', problem: 'request.headersTooLarge' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', problem: 'request.timeout' };
  return { status: 400, reason: 'Bad Request', problem: 'request.malformed' };
}

/**
 * Requests Node refuses before Fastify sees them (malformed, oversized headers) answer
 * problem+json like every other refusal. No header could be read, so the title is in the
 * default language, Arabic.
 */
export function clientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, problem } = statusOf(error.code);
  if (socket.writable) {
    const body: Problem = {
      type: `urn:rihla:problem:${problem}`,
      title: problemTitle(problem, 'ar'),
      status,
      code: problem,
    };
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Language: ar\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
