// Tools and reviews for the component and page stories: the one seed's (src/seed), plus the
// edge cases a designer checks (a long name, a long review). Their images are the seed's,
// which Storybook serves from server/assets as the API does.
import type { Review } from '../../domain/review';
import type { Tool } from '../../domain/tool';
import { DEMO_REVIEWS, DEMO_TOOL_IDS, DEMO_TOOLS } from '../../seed/demo-store';

function seedTool(id: string): Tool {
  const tool = DEMO_TOOLS.find((candidate) => candidate._id === id);
  if (!tool) throw new Error(`No demo tool ${id}`);
  return tool;
}

const roller = seedTool(DEMO_TOOL_IDS.paintRoller);

/** The roller's description: over a card's 150 characters, so the card cuts it. */
export const LONG_DESCRIPTION = roller.description;

export const sampleTools: readonly Tool[] = [
  roller,
  seedTool(DEMO_TOOL_IDS.flatBrush),
  seedTool(DEMO_TOOL_IDS.paintTray),
  {
    ...seedTool(DEMO_TOOL_IDS.sprayGun),
    name: 'HVLP Spray Gun with an Extra-Long Name for Professional Cabinet Refinishing Work',
  },
];

const [fiveStars, fourStars] = DEMO_REVIEWS;

export const sampleReviews: readonly Review[] = [
  ...(fiveStars && fourStars ? [fiveStars, fourStars] : []),
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1aff',
    rating: '3',
    name: 'Alexandra Konstantinopoulou-Whitfield',
    createdAt: '2026-04-02T08:05:00.000Z',
    message:
      'The spray gun works well once it is set up, but the manual could explain the pressure settings better. Our crew needed an afternoon of practice before the finish on cabinet doors was as smooth as we wanted, and a short video would have saved us that time.',
  },
];
