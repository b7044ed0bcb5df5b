import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // Serves public/mockServiceWorker.js for stories that mock the API with msw.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
