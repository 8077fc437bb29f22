import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useElementSize } from '@mantine/hooks';
import { chooseValueAxis, wrapLabel, type ChartScale } from './chart-scale';

interface AverageBarChartDrawingProps {
  data: Array<{ label: string; value: number }>;
  valueLabel: string;
  average: { value: number; label: string } | undefined;
  formatValue: (value: number) => string;
  height: number;
}

/** Width of the value axis and the average width of a character of the 12 px tick labels, for wrapping them. */
const VALUE_AXIS_WIDTH = 60;
const CHARACTER_WIDTH = 6.5;
const LINE_HEIGHT = 14;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
}

/**
 * The drawing of AverageBarChart, in its own chunk with recharts (see average-bar-chart.component.tsx). Labels wrap
 * onto as many lines as they need within their bar's width, and lean only when one word is wider than the bar; they
 * are never cut. With a reference line, the value axis is a square root scale (decision 017).
 */
export function AverageBarChartDrawing({
  data,
  valueLabel,
  average,
  formatValue,
  height,
}: AverageBarChartDrawingProps) {
  const { ref, width } = useElementSize();
  const slot = Math.max(1, (width || 600) - VALUE_AXIS_WIDTH) / Math.max(1, data.length);
  const charactersPerLine = Math.max(1, Math.floor((slot - 4) / CHARACTER_WIDTH));
  const longestWord = Math.max(
    0,
    ...data.flatMap((bar) => bar.label.split(/\s+/).map((word) => word.length)),
  );
  const longestLabel = Math.max(0, ...data.map((bar) => bar.label.length));
  const doesLean = longestWord > charactersPerLine;
  const lines = data.map((bar) => (doesLean ? [bar.label] : wrapLabel(bar.label, charactersPerLine)));
  const axisHeight = doesLean
    ? Math.ceil(longestLabel * CHARACTER_WIDTH * Math.SQRT1_2) + LINE_HEIGHT + 8
    : Math.max(1, ...lines.map((label) => label.length)) * LINE_HEIGHT + 12;
  const scale: ChartScale = average ? 'sqrt' : 'linear';
  const highest = Math.max(average?.value ?? 0, ...data.map((bar) => bar.value));
  const axis = chooseValueAxis(highest, scale);
  const linesByLabel = new Map(data.map((bar, index) => [bar.label, lines[index] ?? [bar.label]]));

  const renderTick = (props: TickProps) => {
    const x = Number(props.x ?? 0);
    const y = Number(props.y ?? 0);
    const label = String(props.payload?.value ?? '');
    if (doesLean) {
      return (
        <text x={x} y={y + 12} textAnchor="end" transform={`rotate(-45 ${x} ${y + 12})`} fontSize={12}>
          {label}
        </text>
      );
    }
    return (
      <text x={x} y={y + 12} textAnchor="middle" fontSize={12}>
        {(linesByLabel.get(label) ?? [label]).map((line, index) => (
          <tspan key={`${line}-${index}`} x={x} dy={index === 0 ? 0 : LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };

  return (
    <div ref={ref}>
      <BarChart
        h={height + axisHeight}
        data={data}
        dataKey="label"
        series={[{ name: 'value', label: valueLabel, color: 'brand.6' }]}
        valueFormatter={formatValue}
        referenceLines={
          average
            ? [
                {
                  y: average.value,
                  label: `${average.label} ${formatValue(average.value)}`,
                  color: 'orange.8',
                  strokeDasharray: '6 4',
                },
              ]
            : []
        }
        // recharts' keyboard layer makes the SVG focusable inside an aria-hidden wrapper (axe aria-hidden-focus);
        // the hidden table beside it is the keyboard and screen-reader version of the same numbers.
        barChartProps={{ accessibilityLayer: false }}
        withTooltip
        tooltipAnimationDuration={150}
        maxBarWidth={48}
        minBarSize={2}
        xAxisProps={{ interval: 0, height: axisHeight, tick: renderTick }}
        yAxisProps={{
          width: VALUE_AXIS_WIDTH,
          type: 'number',
          scale,
          domain: [0, axis.top],
          ticks: axis.ticks,
          interval: 0,
          allowDataOverflow: false,
          tickFormatter: formatValue,
        }}
      />
    </div>
  );
}
