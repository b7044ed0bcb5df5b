// Sample tools and reviews for stories: realistic lengths, plus the edge cases a designer
// checks (a description over the card's 150 characters, a long name, a long review).
import type { Review } from '../../domain/review';
import type { Tool } from '../../domain/tool';

const image = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#f4f5f7"/><text x="80" y="50" font-size="12" text-anchor="middle" fill="#14213d">${name}</text></svg>`,
  )}`;

export const LONG_DESCRIPTION =
  'A 9-inch roller with a lint-free microfibre cover and a steel cage frame that spins smoothly. Lays an even coat on walls and ceilings, and takes any standard extension pole.';

export const sampleTools: readonly Tool[] = [
  {
    _id: 'tool-roller',
    name: 'Pro Paint Roller 9"',
    img: image('Roller'),
    description: LONG_DESCRIPTION,
    minQty: 10,
    availableQty: 500,
    price: 12,
  },
  {
    _id: 'tool-brush',
    name: 'Flat Wall Brush 4"',
    img: image('Brush'),
    description: 'A 4-inch flat brush with synthetic filaments for water- and oil-based paints.',
    minQty: 20,
    availableQty: 800,
    price: 9,
  },
  {
    _id: 'tool-tray',
    name: 'Heavy-Duty Paint Tray',
    img: image('Tray'),
    description: 'A deep-well tray for 9-inch rollers with a ribbed ramp.',
    minQty: 10,
    availableQty: 300,
    price: 6,
  },
  {
    _id: 'tool-sprayer',
    name: 'HVLP Spray Gun with an Extra-Long Name for Professional Cabinet Refinishing Work',
    img: image('Sprayer'),
    description: 'Fine atomisation for cabinets, doors and furniture, with little overspray.',
    minQty: 2,
    availableQty: 80,
    price: 95,
  },
];

export const sampleReviews: readonly Review[] = [
  {
    _id: 'review-1',
    rating: '5',
    message: 'The rollers hold a lot of paint and leave no lint. Delivery took two days.',
  },
  { _id: 'review-2', rating: '4', message: 'Good brushes; the angled one cuts a clean line.' },
  {
    _id: 'review-3',
    rating: '3',
    message:
      'The spray gun works well once it is set up, but the manual could explain the pressure settings better. Our crew needed an afternoon of practice before the finish on cabinet doors was as smooth as we wanted, and a short video would have saved us that time.',
  },
];
