import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

// The drawing is recharts, about a fifth of a megabyte of script whose evaluation is the longest task of a page with
// a chart (about half a second of a phone's main thread). It is fetched and evaluated only once its figure comes near
// the screen: a chart further down the page (the parent's progress page) costs nothing until the reader scrolls
// there. Until then the caption and the text alternative below stand, and an empty box of the chart's height keeps
// the layout from shifting.
const loadDrawing = () => import('./average-bar-chart-drawing.component');
const AverageBarChartDrawing = lazy(async () => ({
  default: (await loadDrawing()).AverageBarChartDrawing,
}));

/** How far below the screen a chart starts loading, so a reader scrolling down finds it drawn. */
const NEAR_SCREEN_MARGIN = '100px';

/**
 * True once the element has come within NEAR_SCREEN_MARGIN of the viewport (just after mounting without
 * IntersectionObserver). False in the first render wherever it runs: the server renders pages with charts (the
 * parent's progress page), and the browser's first render must match that HTML.
 */
function useHasNearedScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [hasNeared, setHasNeared] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (hasNeared || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setHasNeared(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasNeared(true);
      },
      { rootMargin: `${NEAR_SCREEN_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNeared]);
  return { ref, hasNeared };
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
  /** A reference line, e.g. the 2500-point average (spec 3 §9); omitted when undefined. */
  average?: { value: number; label: string };
  formatValue?: (value: number) => string;
  height?: number;
}

/**
 * A bar chart drawn with @mantine/charts, plus the same numbers as a visually hidden table: the drawing is hidden
 * from assistive technology (recharts' SVG has no usable names) and the table is its text alternative (WCAG 1.1.1).
 * Recharts loads when the chart nears the screen, not with this module.
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
  const drawing = useHasNearedScreen();
  const data = bars.map((bar) => ({ label: bar.label, value: bar.value }));
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} mb="xs">
        {caption}
      </Text>
      <div aria-hidden="true" ref={drawing.ref}>
        {drawing.hasNeared ? (
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
