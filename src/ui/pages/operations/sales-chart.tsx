// Sales per day as a chart, with the same figures in a table for anyone who cannot see it
// (and for when the chart cannot be drawn). The chart's code loads with it, not before.
import { useEffect, useId, useRef, useState } from 'react';
import { formatAmount } from '../../../domain/money';
import type { DaySales } from '../../../domain/operations-summary';
import { Table } from '../../components/table/table';
import * as styles from './operations-page.css';
import { dayLabel, salesSentence } from './sales-words';

/** Whether this browser draws on a canvas (a test's DOM, for one, does not). */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export function SalesChart({ days }: { days: readonly DaySales[] }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  useEffect(() => {
    const into = canvas.current;
    if (!into) return;
    if (!canDraw()) {
      setDrawn('failed');
      return;
    }
    let chart: { resize(width: number): void; destroy(): void } | undefined;
    let live = true;
    const resized = new ResizeObserver(() => chart?.resize(into.clientWidth));
    import('./sales-chart.uplot')
      .then(({ drawSalesChart }) => {
        if (!live) return;
        const style = getComputedStyle(into);
        chart = drawSalesChart(into, days, {
          line: style.getPropertyValue('--chart-line').trim() || style.color,
          fill: style.getPropertyValue('--chart-fill').trim() || 'transparent',
          tooltip: styles.tooltip,
        });
        resized.observe(into);
        setDrawn('drawn');
      })
      // No canvas (an old browser, a test's DOM) or no chunk: the table says it all.
      .catch(() => live && setDrawn('failed'));
    return () => {
      live = false;
      resized.disconnect();
      chart?.destroy();
    };
  }, [days]);

  const hint = useId();
  return (
    <figure className={styles.figure}>
      <figcaption>
        Sales, last 30 days: <strong>{salesSentence(days)}</strong>
      </figcaption>
      {drawn !== 'failed' && (
        <>
          <div
            ref={canvas}
            className={styles.chart}
            data-chart={drawn}
            // Focusable once drawn: the arrow keys then read the days one by one.
            {...(drawn === 'drawn' && {
              tabIndex: 0,
              role: 'group',
              'aria-label': 'Sales per day, last 30 days',
              'aria-describedby': hint,
            })}
          />
          <p id={hint} className={styles.chartHint}>
            Point at the chart, or focus it and use the arrow keys, to read each day.
          </p>
        </>
      )}
      <details open={drawn === 'failed'}>
        <summary>Sales per day as a table</summary>
        <Table
          caption="Sales per day, last 30 days"
          rows={[...days].reverse()}
          rowKey={(day) => day.day}
          emptyMessage="No days to show."
          columns={[
            {
              header: 'Day',
              cell: dayLabel,
              card: 'title',
            },
            { header: 'Orders', cell: (day) => day.orders, numeric: true },
            { header: 'Revenue', cell: (day) => formatAmount(day.revenue), numeric: true },
          ]}
        />
      </details>
    </figure>
  );
}
