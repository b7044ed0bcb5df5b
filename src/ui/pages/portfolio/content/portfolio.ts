// The Portfolio page's content (spec section 2): sample content that names no real person.
// The project links point at example.com, a domain reserved for examples.

export interface Portfolio {
  readonly title: string;
  readonly intro: string;
  readonly education: readonly {
    readonly degree: string;
    readonly school: string;
    readonly years: string;
  }[];
  readonly skills: readonly string[];
  readonly projects: readonly {
    readonly name: string;
    readonly summary: string;
    readonly href: string;
  }[];
}

export const portfolio: Portfolio = {
  title: 'Portfolio',
  intro:
    'Sample portfolio of a front-end developer who builds fast, accessible web shops and design systems.',
  education: [
    {
      degree: 'Bachelor of Science in Computer Science',
      school: 'A state university (sample entry)',
      years: '2014–2018',
    },
    {
      degree: 'Certificate in Web Accessibility',
      school: 'An online accessibility course (sample entry)',
      years: '2020',
    },
  ],
  skills: [
    'TypeScript and modern JavaScript',
    'React, routing and state machines',
    'Semantic HTML and WCAG accessibility',
    'CSS layout, design tokens and vanilla-extract',
    'Component libraries in Storybook',
    'Testing with Vitest, Testing Library and Playwright',
    'Web performance: bundles, caching and images',
    'REST APIs on Node.js with PostgreSQL',
  ],
  projects: [
    {
      name: 'Paint-tools storefront',
      summary: 'A storefront with ordering, card payments and an admin dashboard.',
      href: 'https://example.com/projects/paint-tools-storefront',
    },
    {
      name: 'Accessible component library',
      summary: 'Buttons, forms, dialogs and tables with stories and interaction tests.',
      href: 'https://example.com/projects/component-library',
    },
    {
      name: 'Job-site scheduling app',
      summary: 'A planner that lets painting crews book deliveries and track jobs.',
      href: 'https://example.com/projects/job-scheduler',
    },
  ],
};
