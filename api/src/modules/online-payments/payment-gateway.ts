/** What the gateway says of one charge: its id, state, amount (halalas) and currency. */
export interface GatewayCharge {
  id: string;
  status: 'paid' | 'failed' | 'pending';
  amountHalalas: number;
  currency: string;
  /** The gateway invoice (hosted page) it was paid through. */
  checkoutGatewayId: string | null;
}

/** A hosted payment page the parent is sent to. */
export interface GatewayCheckout {
  gatewayId: string;
  url: string;
  amountHalalas: number;
}

/**
 * A payment gateway's hosted-page flow (ADR 0058): create the page for an amount, read back what
 * was paid on it with the secret key, check a webhook's shared secret. Every call is bounded by
 * `PAYMENT_GATEWAY_TIMEOUT_MS` and fails as a translated problem (`family.gatewayTimeout`,
 * `family.gatewayFailed`).
 */
export interface PaymentGateway {
  provider: 'moyasar';
  createCheckout(input: {
    amountHalalas: number;
    description: string;
    returnUrl: string;
    metadata: Record<string, string>;
  }): Promise<GatewayCheckout>;
  /** The charges made on a hosted page, fetched from the gateway. */
  chargesOf(gatewayId: string): Promise<GatewayCharge[]>;
  /** One charge, fetched from the gateway. */
  charge(chargeId: string): Promise<GatewayCharge>;
  /** Gives `amountHalalas` of a charge back to the card. */
  refund(chargeId: string, amountHalalas: number): Promise<void>;
  /** The charge id a webhook names, or null when its shared secret is wrong. */
  webhookCharge(body: unknown): string | null;
}
