// The table picks its form (a table, or cards in a narrow column) before the first paint,
// and on a phone's screen it is drawn once, in cards, without being drawn wide first.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table';

interface Row {
  readonly id: string;
  readonly name: string;
}

const ROWS: readonly Row[] = [
  { id: '1', name: 'Roller' },
  { id: '2', name: 'Brush' },
];

/** A table of ROWS whose name cell counts how often it is drawn. */
function renderTable(): { drawn: () => number } {
  let drawn = 0;
  const columns: TableColumn<Row>[] = [
    { header: 'Number', cell: (row) => row.id, card: 'title' },
    {
      header: 'Name',
      cell: (row) => {
        drawn += 1;
        return row.name;
      },
    },
  ];
  render(<Table caption="Tools" columns={columns} rows={ROWS} rowKey={(row) => row.id} />);
  return { drawn: () => drawn };
}

/** The screen's width, and the width layout gives the table's column (jsdom has no layout). */
function layOut(screenWidth: number, columnWidth: number): void {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(screenWidth);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: columnWidth, height: 100 }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the table', () => {
  it("on a phone's screen, shows its rows as cards, each drawn once", () => {
    layOut(375, 343);
    const { drawn } = renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(ROWS.length);
    expect(drawn()).toBe(ROWS.length);
  });

  it('on a wide screen, shows cards in a column too narrow for its columns', () => {
    layOut(1280, 500);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(ROWS.length);
  });

  it('on a wide screen, shows a table in a column wide enough', () => {
    layOut(1280, 900);
    renderTable();
    expect(screen.getByRole('table', { name: 'Tools' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(ROWS.length + 1);
  });
});
