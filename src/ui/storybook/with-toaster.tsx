// A story decorator that renders the toasts a story's page raises, beside the story.
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../components/toast/toaster';

export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);
