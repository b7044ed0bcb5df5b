// The sales chart's tooltip, a uPlot plugin: the day under the pointer (or chosen with the
// arrow keys) in words, over the plot, on the side of the point with room for it. It is a
// polite live region, so a keyboard user hears each day as they move to it.
import type uPlot from 'uplot';

const GAP = 8;

export function tooltipPlugin(describe: (idx: number) => string, className: string): uPlot.Plugin {
  const tip = document.createElement('div');
  tip.className = className;
  tip.setAttribute('role', 'status');
  return {
    hooks: {
      init: [(chart) => void chart.over.appendChild(tip)],
      setCursor: [
        (chart) => {
          const { idx, left } = chart.cursor;
          if (idx === null || idx === undefined || left === undefined || left < 0) {
            tip.textContent = '';
            return;
          }
          tip.textContent = describe(idx);
          const x = chart.valToPos(chart.data[0][idx] ?? 0, 'x');
          const y = chart.valToPos(chart.data[1]?.[idx] ?? 0, 'y');
          // Right of the point on the plot's left half, left of it on the right half, above
          // it unless that leaves the plot; never past the plot's edges on a narrow screen.
          const width = chart.over.clientWidth;
          const onLeft = x > width / 2;
          const wanted = onLeft ? x - tip.offsetWidth - GAP : x + GAP;
          const tipX = Math.min(Math.max(wanted, 0), Math.max(width - tip.offsetWidth, 0));
          const above = y - tip.offsetHeight - GAP;
          const tipY = above < 0 ? y + GAP : above;
          tip.style.transform = `translate(${Math.round(tipX)}px, ${Math.round(tipY)}px)`;
        },
      ],
    },
  };
}
