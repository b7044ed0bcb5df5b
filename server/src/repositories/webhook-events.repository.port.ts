// Webhook events already handled, so that a replay of one changes nothing.
export interface WebhookEvents {
  seen(id: string): Promise<boolean>;
  remember(id: string, type: string): Promise<void>;
}
