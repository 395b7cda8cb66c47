// The staff area's one wrapper over Chart.js: bar charts only, with only the parts they need registered
// (the rest of the library is left out of the build), drawn without animation in the theme's colours
// and drawn again when the theme changes. The canvas is an image whose label summarises the figures;
// when it cannot be drawn (no canvas), `onUnavailable` lets the page show its table instead.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useEffect, useRef } from 'react';

import { useTheme } from '@/lib/use-theme';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A CSS colour. */
  color: string;
}

export interface StaffChartProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** What the chart shows, in words and figures: the canvas's accessible name. */
  summary: string;
  /** Bars across (one row per label) instead of up. */
  horizontal?: boolean;
  /** Series stacked on each other instead of side by side. */
  stacked?: boolean;
  /** Height in px (the width follows the page). */
  height: number;
  onUnavailable?: () => void;
}

/** Longest category label drawn on an axis, in characters (the full one is in the tooltip and the table). */
const MAX_TICK_LABEL = 20;

/** A category label short enough for a phone's width: without a web address's scheme and www., then cut. */
export function tickLabel(label: string): string {
  const short = label.replace(/^https?:\/\/(www\.)?/, '');
  return short.length > MAX_TICK_LABEL ? `${short.slice(0, MAX_TICK_LABEL - 1)}…` : short;
}

/** The theme's colours as the stylesheet sets them on the page. */
function themeColours(element: Element) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { ink: read('--dx-ink', '#0f172a'), muted: read('--dx-muted', '#475569'), grid: read('--dx-border', '#e2e8f0') };
}

export function StaffChart({ labels, series, summary, horizontal = false, stacked = false, height, onUnavailable }: StaffChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [theme] = useTheme();
  // Drawn again only when what it shows changes (arrays are new at every render of the page).
  const figures = JSON.stringify({ labels, series, horizontal, stacked });

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) {
      onUnavailable?.();
      return undefined;
    }
    const { ink, muted, grid } = themeColours(element);
    // One value axis per chart: bars side by side are read against one scale.
    const value = { ticks: { color: muted, precision: 0 }, grid: { color: grid }, stacked, beginAtZero: true };
    const category = {
      ticks: { color: ink, autoSkip: false, callback: (index: number | string) => tickLabel(labels[Number(index)] ?? '') },
      grid: { display: false },
      stacked,
    };
    const scales: ChartOptions<'bar'>['scales'] = horizontal ? { x: value, y: category } : { x: category, y: value };
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((set) => ({
          label: set.label,
          data: [...set.values],
          backgroundColor: set.color,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales,
        plugins: { legend: { display: series.length > 1, labels: { color: ink } } },
      },
    });
    return () => chart.destroy();
    // `figures` stands for labels, series, horizontal and stacked; the callback is not a reason to draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [figures, theme]);

  return (
    <div className="staff-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </div>
  );
}
