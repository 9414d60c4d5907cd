import type { AppConfig } from '../../../config/env';
import type { Channels } from './channel';
import { smtpChannel } from './smtp-channel';
import { TAQNYAT_URL, taqnyatChannel } from './taqnyat-channel';
import { webhookChannel } from './webhook-channel';

/** The channels the settings configure; `close` ends the SMTP connection pool. */
export function channelsFromConfig(config: AppConfig): { channels: Channels; close(): void } {
  const channels: Channels = {};
  let close = () => {};
  if (config.SMTP_URL) {
    const smtp = smtpChannel(config.SMTP_URL, config.SMTP_FROM);
    channels.email = smtp.send;
    close = smtp.close;
  }
  if (config.SMS_PROVIDER === 'taqnyat') {
    channels.sms = taqnyatChannel(config.SMS_URL ?? TAQNYAT_URL, config.SMS_API_KEY!, config.SMS_SENDER!);
  }
  if (config.SMS_PROVIDER === 'webhook') {
    const send = webhookChannel(config.SMS_URL!, config.SMS_API_KEY);
    channels.sms = send;
    channels.whatsapp = send;
  }
  return { channels, close };
}
