import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/ui/theme/global.css';

// Shared by Storybook and by the story tests (src/testing/setup-dom.ts), which swap the
// browser msw loader for the node server.
const preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
} satisfies Preview;

export default preview;
