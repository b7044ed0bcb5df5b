import { createFileRoute, useRouter } from '@tanstack/react-router';
import { fail } from '../../domain/result';
import type { ApiResult } from '../../ports/api.port';
import { apiErrorOf } from '../../ports/port-refusal';
import { HomePage } from '../../ui/pages/home/home-page';

/**
 * The port's answer, never a rejection: the lists are deferred, and a deferred promise that
 * rejected would reach the route's error page instead of the list's own error face.
 */
const answered = <T,>(answer: ApiResult<T>): ApiResult<T> =>
  answer.catch((error: unknown) => fail(apiErrorOf(error)));

export const Route = createFileRoute('/')({
  // The lists are read here but not awaited: the page (and its prerendered HTML) shows at
  // once with their placeholders, and each list fills in when its answer arrives.
  loader: ({ context: { ports } }) => ({
    tools: answered(ports.api.listTools()),
    reviews: answered(ports.api.listReviews()),
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
