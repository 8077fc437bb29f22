import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';

// The drawing is recharts, about a fifth of a megabyte of script: requested as soon as a page that draws a chart
// loads, but evaluated on its own, so the page's first render and the caption and text alternative below do not
// wait for it. Until it arrives, an empty box of the chart's height keeps the layout from shifting.
const drawingModule = import('./average-bar-chart-drawing.component');
const AverageBarChartDrawing = lazy(async () => ({
  default: (await drawingModule).AverageBarChartDrawing,
}));

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
 * Importing this module starts fetching recharts, so only lazily loaded pages should use it.
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
  const data = bars.map((bar) => ({ label: bar.label, value: bar.value }));
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} mb="xs">
        {caption}
      </Text>
      <div aria-hidden="true">
        <Suspense fallback={<div style={{ height }} />}>
          <AverageBarChartDrawing
            data={data}
            valueLabel={valueLabel}
            average={average}
            formatValue={formatValue}
            height={height}
          />
        </Suspense>
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
