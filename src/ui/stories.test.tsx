// Every story's play function runs as a test: what a designer reviews in Storybook is
// what CI checks. New *.stories.tsx files are picked up without touching this file.
import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { describe, it } from 'vitest';

// What a CSF file exports: a default meta and named stories.
type StoryModule = { default: Meta } & Record<string, StoryObj>;

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module));
  it.each(stories)('%s', async (_name, Story) => {
    await Story.run();
  });
});
