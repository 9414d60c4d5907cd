import nodemailer from 'nodemailer';
import { LOGO_CID, noticeHtml } from '../notice-html';
import type { SendNotice } from './channel';

/**
 * E-mail over SMTP (`SMTP_URL`, e.g. `smtp://user:pass@host:587`), as plain text with an HTML part
 * (right-to-left for Arabic, the company's letterhead with its logo inline). The Message-ID is the notice's id,
 * so a resend after a crash between sending and recording it is recognisable as the same message.
 */
export function smtpChannel(url: string, from: string): { send: SendNotice; close(): void } {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (notice) => {
      await transport.sendMail({
        from,
        to: notice.address,
        subject: notice.subject,
        text: notice.body,
        html: noticeHtml(
          notice.body,
          notice.language,
          notice.attachments?.some((file) => file.cid === LOGO_CID),
        ),
        attachments: notice.attachments,
        messageId: `<${notice.id}@rihla.notices>`,
        headers: { 'Content-Language': notice.language },
      });
    },
    close: () => transport.close(),
  };
}
