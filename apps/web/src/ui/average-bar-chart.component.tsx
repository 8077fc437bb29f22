import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';

// The drawing is its own chunk, asked for once the page has rendered: it was recharts, about a fifth of a megabyte of
// script, and is now a few kilobytes of plain SVG (issue 24), kept apart so that the pages' own chunks stay as they
// were. A chart is drawn as its page opens (issue 26). Until then the caption and the text alternative below stand,
// and an empty box of the chart's height keeps the layout from shifting.
const loadDrawing = () => import('./average-bar-chart-drawing.component');
const AverageBarChartDrawing = lazy(async () => ({
  default: (await loadDrawing()).AverageBarChartDrawing,
}));

/**
 * False in the first render wherever it runs, true from the effect after it: the server renders pages with charts
 * (the parent's progress page), and the browser's first render must match that HTML.
 */
function useHasMounted() {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

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
  /** A reference line, e.g. the 2500-point average (spec 3 §9), on a square root value axis (decision 017). */
  average?: { value: number; label: string };
  formatValue?: (value: number) => string;
  height?: number;
}

/**
 * A bar chart drawn as plain SVG, plus the same numbers as a visually hidden table: the drawing is hidden from
 * assistive technology and the table is its text alternative (WCAG 1.1.1). The drawing loads once the page has
 * rendered, not with this module.
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
  const hasMounted = useHasMounted();
  const data = bars.map((bar) => ({ label: bar.label, value: bar.value }));
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} mb="xs">
        {caption}
      </Text>
      <div aria-hidden="true">
        {hasMounted ? (
          <Suspense fallback={<div style={{ height }} />}>
            <AverageBarChartDrawing
              data={data}
              valueLabel={valueLabel}
              average={average}
              formatValue={formatValue}
              height={height}
            />
          </Suspense>
        ) : (
          <div style={{ height }} />
        )}
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
