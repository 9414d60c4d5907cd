import type { AppConfig } from '../../config/env';
import { moyasarGateway } from './moyasar';
import type { PaymentGateway } from './payment-gateway';

/** The configured gateway, or null when payments are not taken online (`PAYMENT_PROVIDER` unset). */
export function gatewayFromConfig(config: AppConfig): PaymentGateway | null {
  if (config.PAYMENT_PROVIDER === 'moyasar') {
    return moyasarGateway({
      apiUrl: config.MOYASAR_API_URL,
      secretKey: config.MOYASAR_SECRET_KEY!,
      webhookSecret: config.MOYASAR_WEBHOOK_SECRET!,
      timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
    });
  }
  return null;
}
