import type { LoadView } from '../data/load-view';

/** A table page's story args: its rows in one load state, and the reload it asks for. */
export interface RowsStory<Row> {
  rows: LoadView<readonly Row[]>;
  onChanged: () => void;
}
