import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';

export const hero = style({
  backgroundColor: vars.color.surfaceMuted,
  borderBlockEnd: `4px solid ${vars.color.accent}`,
});

export const heroInner = style({
  ...contentColumn,
  display: 'grid',
  alignItems: 'center',
  gap: vars.space[8],
  paddingBlock: vars.space[12],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '1fr 1fr',
      paddingBlock: vars.space[16],
    },
  },
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
});

export const eyebrow = style({
  color: vars.color.accentHover,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
});

export const headline = style({
  maxWidth: '20ch',
  fontSize: vars.fontSize.xxl,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.display },
  },
});

export const lead = style({
  maxWidth: '60ch',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

// Smaller on phones, where the words and the Explore button come first on the screen.
export const heroImage = style({
  width: '100%',
  height: 'auto',
  maxWidth: '14rem',
  justifySelf: 'center',
  '@media': { [media.tablet]: { maxWidth: '35rem' } },
});

export const belowFoldFallback = style({ minHeight: '100vh' });

export const section = style({
  ...contentColumn,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  paddingBlock: vars.space[12],
  scrollMarginBlockStart: vars.space[4],
});

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const band = style({ backgroundColor: vars.color.surfaceMuted });

export const points = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const point = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const pointIcon = style({ color: vars.color.accent });

export const pointTitle = style({ fontSize: vars.fontSize.lg });

export const pointText = style({ color: vars.color.textMuted });

export const quote = style({
  ...contentColumn,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[12],
  textAlign: 'center',
});

export const statistics = style({
  backgroundColor: vars.color.ink,
  color: vars.color.onInk,
});

export const statisticsList = style({
  ...contentColumn,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[6],
  marginBlock: 0,
  paddingBlock: vars.space[10],
  listStyle: 'none',
  textAlign: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const statistic = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const statisticValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentSoft,
});

export const statisticLabel = style({
  color: vars.color.onInk,
  fontSize: vars.fontSize.lg,
});
