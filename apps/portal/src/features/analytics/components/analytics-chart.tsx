import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what the two charts draw is registered, so the route's chunk carries no more of Chart.js.
Chart.register(LineController, BarController, LineElement, BarElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export type ChartSeries = { label: string; values: number[] };

export type AnalyticsChartProps = {
  /** Horizontal bars (one per label) instead of lines over the days. */
  isBar?: boolean;
  /** What the chart shows, for screen readers (the table view has the numbers). */
  label: string;
  labels: string[];
  series: ChartSeries[];
};

/** Distinct colours that read on light and dark backgrounds. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, never shown as text
const COLORS = Object.values({ blue: '#2563eb', amber: '#d97706', green: '#059669', pink: '#db2777', violet: '#7c3aed' });
// eslint-disable-next-line lingui/no-unlocalized-strings -- Chart.js's names of chart types and axes
const DRAWN = { line: { type: 'line', indexAxis: 'x' }, bar: { type: 'bar', indexAxis: 'y' } } as const;

/**
 * A line or bar chart drawn by Chart.js on a canvas. The canvas is an image
 * to assistive technology (role img with a label); the page's table view
 * gives the same numbers as text.
 */
export function AnalyticsChart({ isBar = false, label, labels, series }: AnalyticsChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const text = getComputedStyle(canvas.current).color;
    const drawn = isBar ? DRAWN.bar : DRAWN.line;
    const config: ChartConfiguration<'line' | 'bar'> = {
      type: drawn.type,
      data: {
        labels,
        datasets: series.map((s, index) => ({
          label: s.label,
          data: s.values,
          borderColor: COLORS[index % COLORS.length],
          backgroundColor: COLORS[index % COLORS.length],
          tension: 0.2,
          pointRadius: labels.length > 60 ? 0 : 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: drawn.indexAxis,
        color: text,
        scales: {
          x: { ticks: { color: text }, beginAtZero: true },
          y: { ticks: { color: text, precision: 0 }, beginAtZero: true },
        },
        plugins: { legend: { labels: { color: text } } },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [isBar, labels, series]);
  return (
    <div className="relative h-72 w-full">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
