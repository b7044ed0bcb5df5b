import type { BoxElement } from '../box/box';
import { Stack, type StackProps } from '../stack/stack';
import { panel, type PanelLook } from './panel.css';

export type PanelProps<E extends BoxElement = 'div'> = Omit<StackProps<E>, 'padding'> & PanelLook;

/** A bordered surface whose content stacks with a gap (4 steps unless `gap` says). */
export function Panel<E extends BoxElement = 'div'>({
  padding,
  raised,
  className,
  ...props
}: PanelProps<E>) {
  const classes = [panel({ padding, raised }), className].filter(Boolean).join(' ');
  return <Stack {...(props as StackProps<E>)} className={classes} />;
}
