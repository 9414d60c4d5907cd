import type { SendNotice } from './channel';
import { postJson } from './http-post';

/**
 * A generic JSON webhook for SMS and WhatsApp gateways: one POST per notice to `SMS_URL`, with the
 * notice's id as `Idempotency-Key` so the receiver can drop a resend, and `SMS_API_KEY` as a bearer
 * token when set.
 */
export function webhookChannel(url: string, apiKey: string | undefined): SendNotice {
  return (notice) =>
    postJson(
      url,
      {
        id: notice.id,
        channel: notice.channel,
        to: notice.address,
        language: notice.language,
        subject: notice.subject,
        body: notice.body,
      },
      { 'idempotency-key': notice.id, ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
    );
}
