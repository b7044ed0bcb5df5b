import { style } from '@vanilla-extract/css';
import { contentColumn } from '../../theme/content-column';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = sprinkles({
  backgroundColor: 'surfaceMuted',
  color: 'textMuted',
  fontSize: 'sm',
});

export const inner = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3', paddingBlock: '6' }),
  contentColumn,
]);

export const list = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '4',
  padding: '0',
  listStyle: 'none',
});

export const legal = style({ overflowWrap: 'anywhere' });
