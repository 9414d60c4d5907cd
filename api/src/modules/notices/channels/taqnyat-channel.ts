import type { SendNotice } from './channel';
import { postJson } from './http-post';

/** Taqnyat's messages endpoint (a Saudi SMS gateway); `SMS_URL` overrides it. */
export const TAQNYAT_URL = 'https://api.taqnyat.sa/v1/messages';

/**
 * SMS through Taqnyat's HTTP API: a bearer token (`SMS_API_KEY`), the registered sender name
 * (`SMS_SENDER`) and the number in international form without `+`.
 */
export function taqnyatChannel(url: string, apiKey: string, sender: string): SendNotice {
  return (notice) =>
    postJson(
      url,
      { recipients: [notice.address.replace(/^\+/, '')], body: notice.body, sender },
      { authorization: `Bearer ${apiKey}` },
    );
}
