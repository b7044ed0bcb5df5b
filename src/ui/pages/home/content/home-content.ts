// The home page's first-screen words (spec sections 1 and 2), kept apart from its layout;
// those under the first screen are in ./below-fold-content.ts, which loads with them.

export const hero = {
  eyebrow: 'A United States manufacturer',
  headline: 'Leading quality paint tools for every job',
  lead: 'More than 15 years in the industry: brushes, rollers, trays and sprayers, made in the United States for painters who work every day.',
  explore: 'Explore',
  image: { src: '/hero.svg', width: 560, height: 420 },
} as const;

export const guarantee = {
  heading: 'Quality guaranteed, competitive price, quick delivery',
  points: [
    {
      icon: 'testing',
      title: 'Rigorous testing',
      text: 'Every batch is checked for bristle retention, nap shedding and frame strength before it ships.',
    },
    {
      icon: 'support',
      title: 'Online support 24/7',
      text: 'Questions about an order or a tool? Our team answers online at any hour.',
    },
    {
      icon: 'delivery',
      title: 'Just-in-time delivery',
      text: 'We schedule shipments to arrive when your crew needs them, not weeks early.',
    },
    {
      icon: 'quality',
      title: 'Quality qualified',
      text: 'Our tools meet the quality standards professional painters and contractors expect.',
    },
  ],
} as const;

export type GuaranteeIcon = (typeof guarantee.points)[number]['icon'];
