import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleTools } from '../../../testing/mocks/catalogue-fixtures';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ToolList } from './tool-list';

const meta = {
  title: 'Components/ToolList',
  component: ToolList,
  args: { state: { status: 'loaded', items: sampleTools }, onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToolList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tools' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(sampleTools.length);
    await expect(canvas.getAllByRole('link', { name: /^Purchase/ })).toHaveLength(
      sampleTools.length,
    );
  },
};

export const FirstImagesEager: Story = {
  args: { eagerImages: 2 },
  play: async ({ canvasElement }) => {
    const loading = [...canvasElement.querySelectorAll('img')].map((img) =>
      img.getAttribute('loading'),
    );
    await expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tools…');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tools are for sale right now.')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    state: {
      status: 'failed',
      message: 'The store could not be reached. Check your connection and try again.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Our tools could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Tools' })).toBeVisible();
  },
};
