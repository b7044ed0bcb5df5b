// The stories of the pages whose folders begin with a to m, each play function a test
// (src/testing/run-stories.ts): one of three files, so that the workers share the stories.
import { runStories, type StoryModule } from '../../testing/run-stories';

runStories(import.meta.glob<StoryModule>('./[a-m]*/**/*.stories.tsx', { eager: true }));
