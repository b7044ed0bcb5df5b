// The home page's words under its first screen (spec sections 2 and 9): a module of their
// own, so they load with the lazy sections that show them, not in the first load.

export const toolsHeading = 'Our Tools';
export const reviewsHeading = 'What our customers say';

export const quote = {
  heading: 'Planning a large job?',
  text: 'Tell us what you need and we will send you a price for your order.',
  link: 'Get A Free Quote',
  href: '/quote',
} as const;

export const statistics = {
  label: 'PaintCo in numbers',
  items: [
    { value: '100+', label: 'customers' },
    { value: '120M+', label: 'annual revenue' },
    { value: '33K+', label: 'reviews' },
    { value: '50K+', label: 'tools' },
  ],
} as const;
