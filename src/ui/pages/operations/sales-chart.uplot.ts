// The sales chart drawn by uPlot: loaded only when the chart is shown, with its stylesheet,
// so neither weighs on any other page. A tooltip names the day under the pointer; with the
// chart focused, the arrow keys (and Home, End) move it from day to day.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DaySales } from '../../../domain/operations-summary';
import { tooltipPlugin } from './sales-chart-tooltip';
import { daySentence } from './sales-words';

export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

const HEIGHT = 240;
const MIN_WIDTH = 280;
const AXIS_FONT = '12px system-ui, sans-serif';
const TICK = 10;
const GAP = 6;
// Room past the last day for its date, which is centred on it.
const PADDING: uPlot.Padding = [12, 24, 0, 0];

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Axis amounts, short enough for a phone: "$0", "$500", "$1.5K", "$20K". */
const compactAmount = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The amounts axis as wide as its longest label, so no label is cut off. */
function amountAxisWidth(chart: uPlot, values: string[] | null): number {
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  chart.ctx.font = AXIS_FONT;
  return Math.ceil(chart.ctx.measureText(longest).width) + TICK + GAP + 4;
}

const KEY_STEPS: Record<string, (idx: number, last: number) => number> = {
  ArrowLeft: (idx) => idx - 1,
  ArrowRight: (idx) => idx + 1,
  ArrowDown: (idx) => idx - 1,
  ArrowUp: (idx) => idx + 1,
  Home: () => 0,
  End: (_idx, last) => last,
};

export function drawSalesChart(
  into: HTMLElement,
  days: readonly DaySales[],
  look: { readonly line: string; readonly fill: string; readonly tooltip: string },
): DrawnChart {
  const xs = days.map((day) => dayStart(day.day));
  const ys = days.map((day) => day.revenue);
  const describe = (idx: number) => {
    const day = days[idx];
    return day ? daySentence(day) : '';
  };
  const chart = new uPlot(
    {
      width: Math.max(into.clientWidth, MIN_WIDTH),
      height: HEIGHT,
      padding: PADDING,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { font: AXIS_FONT, gap: GAP },
        {
          font: AXIS_FONT,
          gap: GAP,
          values: (_chart, ticks) => ticks.map((tick) => compactAmount.format(tick)),
          size: amountAxisWidth,
        },
      ],
      series: [{}, { label: 'Revenue', stroke: look.line, fill: look.fill, width: 2 }],
      plugins: [tooltipPlugin(describe, look.tooltip)],
    },
    [xs, ys],
    into,
  );

  // The keyboard's day; the pointer moves the cursor on its own.
  let shown: number | undefined;
  const show = (idx: number | undefined) => {
    shown = idx === undefined ? undefined : Math.min(Math.max(idx, 0), days.length - 1);
    if (shown === undefined) {
      chart.setCursor({ left: -10, top: -10 });
      return;
    }
    chart.setCursor({
      left: chart.valToPos(xs[shown] ?? 0, 'x'),
      top: chart.valToPos(ys[shown] ?? 0, 'y'),
    });
  };
  const onKey = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step || days.length === 0) return;
    event.preventDefault();
    show(step(shown ?? days.length - 1, days.length - 1));
  };
  // Focus shows the latest day; leaving the chart hides the tooltip.
  const onFocus = () => show(days.length - 1);
  const onBlur = () => show(undefined);
  into.addEventListener('keydown', onKey);
  into.addEventListener('focus', onFocus);
  into.addEventListener('blur', onBlur);

  return {
    resize: (width) => {
      chart.setSize({ width: Math.max(width, MIN_WIDTH), height: HEIGHT });
      if (shown !== undefined) show(shown);
    },
    destroy: () => {
      into.removeEventListener('keydown', onKey);
      into.removeEventListener('focus', onFocus);
      into.removeEventListener('blur', onBlur);
      chart.destroy();
    },
  };
}
