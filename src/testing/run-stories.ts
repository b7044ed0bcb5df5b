// Every story of the given CSF modules as a test that runs its play function: what a
// designer reviews in Storybook is what CI checks.
import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { describe, it } from 'vitest';

/** What a CSF file exports: a default meta and named stories. */
export type StoryModule = { default: Meta } & Record<string, StoryObj>;

export function runStories(modules: Record<string, StoryModule>): void {
  describe.each(Object.entries(modules))('%s', (_path, module) => {
    const stories = Object.entries(composeStories(module));
    it.each(stories)('%s', async (_name, Story) => {
      await Story.run();
    });
  });
}
