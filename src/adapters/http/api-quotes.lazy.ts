// The quote calls as the API adapter offers them: each loads the quote calls' module on
// first use, so the home page's first load carries neither them nor the quote schemas.
import type { QuotesApiPort } from '../../ports/quotes-api.port';

export function lazyQuoteCalls(load: () => Promise<QuotesApiPort>): QuotesApiPort {
  let loading: Promise<QuotesApiPort> | undefined;
  const calls = () => (loading ??= load());
  return {
    requestQuote: async (request) => (await calls()).requestQuote(request),
    listQuotes: async (status) => (await calls()).listQuotes(status),
    listMyQuotes: async () => (await calls()).listMyQuotes(),
    priceQuote: async (id, pricing) => (await calls()).priceQuote(id, pricing),
    declineQuote: async (id) => (await calls()).declineQuote(id),
    acceptQuote: async (id, delivery) => (await calls()).acceptQuote(id, delivery),
  };
}
