import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Card } from '../card/card';
import { CardGrid } from './card-grid';

const sizes = ['Small', 'Medium', 'Large', 'Extra large'];

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid<string>,
  args: {
    'aria-label': 'Roller sizes',
    items: sizes,
    itemKey: (size: string) => size,
    renderItem: (size: string) => (
      <Card>
        <p>{size}</p>
      </Card>
    ),
  },
} satisfies Meta<typeof CardGrid<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneTwoThreeColumns: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Roller sizes' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.children[3]).toHaveTextContent('Extra large');
  },
};

export const OneOrThreeColumns: Story = {
  args: { columns: 'oneOrThree' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Roller sizes' })).toBeEmptyDOMElement();
  },
};

export const LongTextNarrow: Story = {
  args: {
    items: ['An unusually long card title that has to wrap inside the narrow single column'],
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/has to wrap/);
  },
};
