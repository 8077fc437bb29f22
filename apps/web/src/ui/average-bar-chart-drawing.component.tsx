import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

interface AverageBarChartDrawingProps {
  data: Array<{ label: string; value: number }>;
  valueLabel: string;
  average: { value: number; label: string } | undefined;
  formatValue: (value: number) => string;
  height: number;
}

/** The drawing of AverageBarChart, in its own chunk with recharts (see average-bar-chart.component.tsx). */
export function AverageBarChartDrawing({
  data,
  valueLabel,
  average,
  formatValue,
  height,
}: AverageBarChartDrawingProps) {
  // More than three labels do not fit side by side on a phone, so they lean.
  const isCrowded = data.length > 3;
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'value', label: valueLabel, color: 'brand.6' }]}
      valueFormatter={formatValue}
      referenceLines={
        average ? [{ y: average.value, label: average.label, color: 'orange.8', strokeDasharray: '6 4' }] : []
      }
      // recharts' keyboard layer makes the SVG focusable inside an aria-hidden wrapper (axe aria-hidden-focus);
      // the hidden table beside it is the keyboard and screen-reader version of the same numbers.
      barChartProps={{ accessibilityLayer: false }}
      withTooltip
      tooltipAnimationDuration={150}
      maxBarWidth={48}
      minBarSize={2}
      xAxisProps={{
        interval: 0,
        angle: isCrowded ? -35 : 0,
        textAnchor: isCrowded ? 'end' : 'middle',
        height: isCrowded ? 70 : 30,
        tickFormatter: shorten,
      }}
      yAxisProps={{ domain: [0, (max: number) => Math.max(max, average?.value ?? 0)] }}
    />
  );
}

function shorten(name: string): string {
  return name.length > 16 ? `${name.slice(0, 15)}…` : name;
}
