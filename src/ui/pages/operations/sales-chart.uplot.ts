// The sales chart drawn by uPlot: loaded only when the chart is shown, with its stylesheet,
// so neither weighs on any other page.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAmount } from '../../../domain/money';
import type { DaySales } from '../../../domain/operations-summary';

export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

const HEIGHT = 240;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function drawSalesChart(
  into: HTMLElement,
  days: readonly DaySales[],
  colors: { readonly line: string; readonly fill: string },
): DrawnChart {
  const chart = new uPlot(
    {
      width: Math.max(into.clientWidth, 280),
      height: HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [{}, { values: (_chart, ticks) => ticks.map((tick) => formatAmount(tick)), size: 70 }],
      series: [
        {},
        {
          label: 'Revenue',
          stroke: colors.line,
          fill: colors.fill,
          width: 2,
          value: (_chart, value) => (value === null ? '' : formatAmount(value)),
        },
      ],
    },
    [days.map((day) => dayStart(day.day)), days.map((day) => day.revenue)],
    into,
  );
  return {
    resize: (width) => chart.setSize({ width: Math.max(width, 280), height: HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
