import { createFileRoute, useRouter } from '@tanstack/react-router';
import { HomePage } from '../../ui/pages/home/home-page';
import { answered } from './-deferred-answer';

export const Route = createFileRoute('/')({
  // The lists are read here but not awaited: the page (and its prerendered HTML) shows at
  // once with their placeholders, and each list fills in when its answer arrives.
  // The cart's calls go to the cards as they are: the Add to cart built on them loads
  // with the lists, not with the first screen.
  loader: ({ context: { ports, cart } }) => ({
    tools: answered(ports.api.listTools()),
    reviews: answered(ports.api.listReviews()),
    cart: cart.call,
  }),
  component: HomeRoute,
  // The home page's first screen ships with the app itself rather than as a lazy chunk:
  // one round trip less before the first paint (its lists are a lazy chunk of their own).
  codeSplitGroupings: [['errorComponent'], ['notFoundComponent']],
});

function HomeRoute() {
  const lists = Route.useLoaderData();
  const router = useRouter();
  return <HomePage catalogue={{ ...lists, reload: () => void router.invalidate() }} />;
}
