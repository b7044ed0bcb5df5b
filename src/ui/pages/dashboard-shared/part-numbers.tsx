// The part numbers under a tool's name in an order or quote row, so a buyer can copy them
// into a quick order; nothing when the lines carry none.
import { partNumbersLabel } from '../../../domain/line-part-numbers';
import * as styles from './order-columns.css';

export function PartNumbers({
  lines,
}: {
  lines: readonly { readonly partNumber?: string | undefined }[];
}) {
  const label = partNumbersLabel(lines);
  return label === '' ? null : <span className={styles.partNumbers}>{label}</span>;
}
