// A story decorator that renders the story in a phone-wide frame (320px, the narrowest
// screen WCAG reflow asks for). Components that use container queries switch to their
// compact layout inside it, in Storybook and in the story tests alike.
import type { Decorator } from '@storybook/react-vite';

export const narrowScreen: Decorator = (Story) => (
  <div style={{ width: '320px', maxWidth: '100%', outline: '1px dashed #767f8f' }}>
    <Story />
  </div>
);
