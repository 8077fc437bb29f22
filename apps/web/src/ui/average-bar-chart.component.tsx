import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

export interface ChartBar {
  /** The x-axis label (a skill name or a day). */
  label: string;
  value: number;
}

interface AverageBarChartProps {
  bars: readonly ChartBar[];
  /** Visible caption, also the name of the figure. */
  caption: string;
  /** Name of the value, used by the tooltip and the table's header. */
  valueLabel: string;
  /** Header of the label column of the text alternative. */
  labelHeader: string;
  /** A reference line, e.g. the 2500-point average (spec 3 §9); omitted when undefined. */
  average?: { value: number; label: string };
  formatValue?: (value: number) => string;
  height?: number;
}

/**
 * A bar chart drawn with @mantine/charts, plus the same numbers as a visually hidden table: the drawing is hidden
 * from assistive technology (recharts' SVG has no usable names) and the table is its text alternative (WCAG 1.1.1).
 * Importing this module pulls recharts in, so only lazily loaded pages should use it.
 */
export function AverageBarChart({
  bars,
  caption,
  valueLabel,
  labelHeader,
  average,
  formatValue = (value) => String(value),
  height = 260,
}: AverageBarChartProps) {
  const captionId = useId();
  // More than three labels do not fit side by side on a phone, so they lean.
  const isCrowded = bars.length > 3;
  const data = bars.map((bar) => ({ label: bar.label, value: bar.value }));
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} mb="xs">
        {caption}
      </Text>
      <div aria-hidden="true">
        <BarChart
          h={height}
          data={data}
          dataKey="label"
          series={[{ name: 'value', label: valueLabel, color: 'brand.6' }]}
          valueFormatter={formatValue}
          referenceLines={
            average
              ? [{ y: average.value, label: average.label, color: 'orange.8', strokeDasharray: '6 4' }]
              : []
          }
          // recharts' keyboard layer makes the SVG focusable inside an aria-hidden wrapper (axe aria-hidden-focus);
          // the hidden table below is the keyboard and screen-reader version of the same numbers.
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
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, index) => (
              <tr key={`${bar.label}-${index}`}>
                <th scope="row">{bar.label}</th>
                <td>{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        {average && <p>{`${average.label}: ${formatValue(average.value)}`}</p>}
      </VisuallyHidden>
    </Box>
  );
}

function shorten(name: string): string {
  return name.length > 16 ? `${name.slice(0, 15)}…` : name;
}
