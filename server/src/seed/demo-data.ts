// The demo catalogue, reviews and accounts a fresh store starts with. Images are the
// illustrations in server/assets, served by the API itself (no remote URLs).
import type { NewToolInput } from '../../../src/domain/tool';
import type { NewReviewInput } from '../../../src/domain/review';

export const demoTools: NewToolInput[] = [
  {
    name: 'Pro Paint Roller 9"',
    img: '/images/paint-roller.svg',
    description:
      'A 9-inch roller with a lint-free microfibre cover and a steel cage frame that spins smoothly. Lays an even coat on walls and ceilings, and takes any standard extension pole.',
    minQty: 10,
    availableQty: 500,
    price: 12,
  },
  {
    name: 'Flat Wall Brush 4"',
    img: '/images/flat-brush.svg',
    description:
      'A 4-inch flat brush with synthetic filaments for water- and oil-based paints. The hardwood handle and stainless ferrule stand up to daily trade use.',
    minQty: 20,
    availableQty: 800,
    price: 9,
  },
  {
    name: 'Angled Sash Brush 2"',
    img: '/images/angled-sash-brush.svg',
    description:
      'An angled 2-inch brush for cutting in along trim, window frames and corners. Tapered tips hold a clean line without masking.',
    minQty: 20,
    availableQty: 600,
    price: 7,
  },
  {
    name: 'Heavy-Duty Paint Tray',
    img: '/images/paint-tray.svg',
    description:
      'A deep-well tray for 9-inch rollers, with a ribbed ramp that loads the roller evenly and a rim that stops spills. Solvent-resistant and stackable.',
    minQty: 10,
    availableQty: 300,
    price: 6,
  },
  {
    name: 'Flexible Putty Knife 3"',
    img: '/images/putty-knife.svg',
    description:
      'A 3-inch stainless blade with just enough flex for filler and spackle, and a firm edge for scraping. The grip stays comfortable through a long day of prep.',
    minQty: 25,
    availableQty: 1000,
    price: 5,
  },
  {
    name: 'HVLP Spray Gun',
    img: '/images/spray-gun.svg',
    description:
      'A high-volume low-pressure gravity-feed spray gun with a 1.4 mm nozzle and a 600 ml cup. Fine atomisation for cabinets, doors and furniture, with little overspray.',
    minQty: 2,
    availableQty: 80,
    price: 95,
  },
  {
    name: "Painter's Tape 48 mm",
    img: '/images/painters-tape.svg',
    description:
      'Medium-adhesion masking tape that leaves sharp paint lines and peels off cleanly for up to 14 days. 48 mm wide, 55 m a roll.',
    minQty: 24,
    availableQty: 1200,
    price: 4,
  },
  {
    name: 'Telescopic Extension Pole',
    img: '/images/extension-pole.svg',
    description:
      'An aluminium pole that extends from 1.2 m to 2.4 m and locks with a twist. The threaded tip fits rollers, brushes and sanders for ceilings and high walls.',
    minQty: 5,
    availableQty: 150,
    price: 28,
  },
];

export const demoReviews: NewReviewInput[] = [
  {
    rating: '5',
    message: 'The rollers leave no lint at all. We switched our whole crew over to them.',
  },
  { rating: '4', message: 'Good brushes for the price, and the order arrived two days early.' },
  {
    rating: '5',
    message: 'The spray gun gave a factory finish on our kitchen cabinets. Great support too.',
  },
];

export const demoUsers = [
  { email: 'admin@paintco.test', name: 'Store Admin', role: 'admin' },
  { email: 'customer@paintco.test', name: 'Demo Customer', role: null },
] as const;
