import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleTools } from '../../../testing/mocks/catalogue-fixtures';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ToolList } from './tool-list';

const meta = {
  title: 'Components/ToolList',
  component: ToolList,
  args: { view: loaded(sampleTools) },
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
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tools…');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { view: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tools are for sale right now.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Our tools could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.view.status === 'failed') await expect(args.view.retry).toHaveBeenCalledOnce();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Tools' })).toBeVisible();
  },
};
