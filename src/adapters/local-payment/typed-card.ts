// Whether the card fields handed over a typed card: the local test-mode gateway and the
// in-memory fake take only that one, and refuse any other card source.
import type { CardSource, TypedCard } from '../../ports/payment.port';

export const isTypedCard = (card: CardSource): card is TypedCard =>
  card.kind === 'typed-card' &&
  'number' in card &&
  typeof card.number === 'string' &&
  'expiry' in card &&
  typeof card.expiry === 'string' &&
  'cvc' in card &&
  typeof card.cvc === 'string';
