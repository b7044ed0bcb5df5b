import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // public/ serves mockServiceWorker.js for stories that mock the API with msw; the tool
  // illustrations are served at /images as the API serves them, so the seed's image paths
  // resolve in every story, in-memory or mocked.
  staticDirs: ['../public', { from: '../server/assets', to: '/images' }],
  core: { disableTelemetry: true },
};

export default config;
