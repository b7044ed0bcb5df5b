// The components' stories, each play function a test (src/testing/run-stories.ts). The
// pages' are in two files of their own, so that the workers share the 520 stories.
import { runStories, type StoryModule } from '../../testing/run-stories';

runStories(import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }));
