// An admin list's actions cell when the row needs nothing more: a sentence, never a bare
// "None" or an empty cell that reads as missing.
import { sprinkles } from '../../theme/sprinkles.css';

export const NOTHING_LEFT_TO_DO = 'Nothing left to do';

const muted = sprinkles({ color: 'textMuted' });

export function NoRowAction() {
  return <span className={muted}>{NOTHING_LEFT_TO_DO}</span>;
}
