import type { AppConfig } from '../../../config/env';
import type { Channels, SendNotice } from './channel';
import { smtpChannel } from './smtp-channel';
import { TAQNYAT_URL, taqnyatChannel } from './taqnyat-channel';
import { webhookChannel } from './webhook-channel';

/** The SMS provider the settings configure (Taqnyat or the webhook), or none. */
export function smsChannelFromConfig(config: AppConfig): SendNotice | undefined {
  if (config.SMS_PROVIDER === 'taqnyat') {
    return taqnyatChannel(config.SMS_URL ?? TAQNYAT_URL, config.SMS_API_KEY!, config.SMS_SENDER!);
  }
  if (config.SMS_PROVIDER === 'webhook') return webhookChannel(config.SMS_URL!, config.SMS_API_KEY);
  return undefined;
}

/** The channels the settings configure; `close` ends the SMTP connection pool. */
export function channelsFromConfig(config: AppConfig): { channels: Channels; close(): void } {
  const channels: Channels = {};
  let close = () => {};
  if (config.SMTP_URL) {
    const smtp = smtpChannel(config.SMTP_URL, config.SMTP_FROM);
    channels.email = smtp.send;
    close = smtp.close;
  }
  const sms = smsChannelFromConfig(config);
  if (sms) channels.sms = sms;
  // The webhook carries WhatsApp too.
  if (sms && config.SMS_PROVIDER === 'webhook') channels.whatsapp = sms;
  return { channels, close };
}
