import { Box, type BoxElement, type BoxProps } from '../box/box';

export type StackProps<E extends BoxElement = 'div'> = BoxProps<E>;

/**
 * Children one after another with the same gap between them: a column unless
 * `flexDirection="row"` (then it wraps by default). Any Box prop still applies.
 */
export function Stack<E extends BoxElement = 'div'>({
  flexDirection = 'column',
  gap = '4',
  ...props
}: StackProps<E>) {
  const row = flexDirection === 'row';
  return (
    <Box
      display="flex"
      flexDirection={flexDirection}
      gap={gap}
      {...(row ? { flexWrap: 'wrap' as const } : {})}
      {...(props as BoxProps<E>)}
    />
  );
}
