// The stories of the pages whose folders begin with n to z, each play function a test
// (src/testing/run-stories.ts): one of three files, so that the workers share the stories.
import { runStories, type StoryModule } from '../../testing/run-stories';

runStories(import.meta.glob<StoryModule>('./[n-z]*/**/*.stories.tsx', { eager: true }));
