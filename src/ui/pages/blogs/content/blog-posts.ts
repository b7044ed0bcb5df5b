// The six questions and answers of the Blogs page (spec section 2).

export interface BlogPost {
  readonly id: string;
  readonly question: string;
  /** One paragraph per entry. */
  readonly answer: readonly string[];
}

export const blogIntro =
  'Short answers to questions that come up again and again in front-end development.';

export const blogPosts: readonly BlogPost[] = [
  {
    id: 'controlled-inputs',
    question: 'What is the difference between controlled and uncontrolled inputs in React?',
    answer: [
      'A controlled input gets its value from React state and reports every change through onChange, so the state is the single source of truth. That makes it easy to validate as the user types, to format what they enter, or to reset the form from code.',
      'An uncontrolled input keeps its own value in the DOM; you give it a defaultValue and read it when you need it, for example from the form data on submit. It is less code and re-renders less, which suits simple forms. Pick one style per input: switching an input between the two during its life is a bug React warns about.',
    ],
  },
  {
    id: 'list-keys',
    question: 'Why does every item in a React list need a key?',
    answer: [
      'When a list re-renders, React matches the new items to the old ones to decide what to keep, move, add or remove. The key is how it recognises an item. A stable, unique id from the data (such as a database id) lets React keep each row’s state and DOM node with the right item.',
      'Using the array index as the key works only for lists that never reorder or shrink; otherwise an item can inherit another item’s state, such as the text in an input or an open menu.',
    ],
  },
  {
    id: 'state-management',
    question: 'Where should state live in a front-end application?',
    answer: [
      'Keep state as close as possible to the components that use it, and lift it to a common parent only when siblings need to share it. Data that comes from a server is a cache of the server’s state: a data-fetching layer or a router loader handles loading, errors and refreshing better than hand-written global state.',
      'For flows with several steps and rules, such as a checkout, an explicit state machine makes the allowed transitions visible and testable. A global store is worth it for the little state that truly is global, such as the signed-in user.',
    ],
  },
  {
    id: 'accessibility',
    question: 'What makes a web page accessible?',
    answer: [
      'Start with semantic HTML: real buttons, links, headings in order, lists and landmarks. Every input needs a label, every image either a text alternative or an empty alt when it is decorative, and text needs enough contrast against its background (4.5:1 for body text under WCAG AA).',
      'Everything must work with a keyboard, with a visible focus indicator. Use ARIA only to fill gaps that HTML cannot, such as announcing a status message. Then test: an automated checker such as axe finds many problems, and a few minutes with a screen reader finds others.',
    ],
  },
  {
    id: 'fast-loading',
    question: 'How do you make a single-page application load fast?',
    answer: [
      'Send less JavaScript before the first screen: split the code by route, load heavy features (payment forms, dialogs, charts) only when they are used, and check the bundle size in continuous integration so it does not creep up.',
      'Serve hashed files with long cache lifetimes and compression, give images explicit width and height so the layout does not jump, lazy-load images below the fold, and reserve space for data that is still loading. Measure with a tool such as Lighthouse on a throttled mobile profile rather than on a fast laptop.',
    ],
  },
  {
    id: 'testing',
    question: 'Which tests are worth writing for a front-end?',
    answer: [
      'Unit tests cover pure logic such as price calculations and validation rules; they are fast and precise. Component tests render a component or a whole page and interact with it the way a user does, by role and label, which also checks accessibility basics.',
      'A few end-to-end tests in a real browser cover the paths that matter most, such as signing in and placing an order, against the real server. Each test should be able to fail: a test that passes whatever the code does gives false confidence.',
    ],
  },
];
