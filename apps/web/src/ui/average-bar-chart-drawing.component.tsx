import { useElementSize } from '@mantine/hooks';
import { chooseValueAxis, placeOnAxis, wrapLabel, type ChartScale } from './chart-scale';

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
/** Room above the plot for the reference line's label, and right of it for the last bar's edge. */
const TOP_ROOM = 20;
const RIGHT_ROOM = 8;
/** Bars take 80 % of their slot up to 48 px, and a bar is never thinner than 2 px so that a zero still shows. */
const BAR_SHARE = 0.8;
const MAX_BAR_WIDTH = 48;
const MIN_BAR_HEIGHT = 2;
/** Before the first measure (and where there is no layout, as in unit tests), the width the chart assumes. */
const DEFAULT_WIDTH = 600;

const COLORS = {
  bar: 'var(--mantine-color-brand-6)',
  grid: 'var(--mantine-color-gray-3)',
  axis: 'var(--mantine-color-gray-5)',
  text: 'var(--mantine-color-gray-7)',
  average: 'var(--mantine-color-orange-8)',
  averageText: 'var(--mantine-color-orange-9)',
};

/**
 * The drawing of AverageBarChart: plain SVG, a few kilobytes in its own chunk (see average-bar-chart.component.tsx;
 * it was recharts, about 118 KB gzip, until issue 24). Each bar names its value on hover (an SVG title); the table
 * beside the drawing is its text alternative. Labels wrap onto as many lines as they need within their bar's width,
 * and lean only when one word is wider than the bar; they are never cut. With a reference line, the value axis is a
 * square root scale (decision 017).
 */
export function AverageBarChartDrawing({
  data,
  valueLabel,
  average,
  formatValue,
  height,
}: AverageBarChartDrawingProps) {
  const { ref, width: measured } = useElementSize();
  const width = measured || DEFAULT_WIDTH;
  const plotWidth = Math.max(1, width - VALUE_AXIS_WIDTH - RIGHT_ROOM);
  const slot = plotWidth / Math.max(1, data.length);
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

  const plotBottom = height;
  const plotHeight = Math.max(1, plotBottom - TOP_ROOM);
  const plotRight = VALUE_AXIS_WIDTH + plotWidth;
  const y = (value: number) => plotBottom - placeOnAxis(value, axis.top, scale) * plotHeight;
  const barWidth = Math.min(MAX_BAR_WIDTH, slot * BAR_SHARE);

  return (
    <div ref={ref}>
      <svg
        className="average-bar-chart"
        width={width}
        height={height + axisHeight}
        viewBox={`0 0 ${width} ${height + axisHeight}`}
        style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}
        fontFamily="inherit"
      >
        <g data-part="value-axis">
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line x1={VALUE_AXIS_WIDTH} x2={plotRight} y1={y(tick)} y2={y(tick)} stroke={COLORS.grid} />
              <text
                x={VALUE_AXIS_WIDTH - 8}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={12}
                fill={COLORS.text}
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
        </g>
        <line x1={VALUE_AXIS_WIDTH} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke={COLORS.axis} />
        {data.map((bar, index) => {
          const centre = VALUE_AXIS_WIDTH + slot * index + slot / 2;
          const barHeight = Math.max(MIN_BAR_HEIGHT, plotBottom - y(bar.value));
          const labelY = plotBottom + 16;
          return (
            <g key={`${bar.label}-${index}`} data-part="bar">
              <title>{`${bar.label}: ${valueLabel} ${formatValue(bar.value)}`}</title>
              <rect
                x={centre - barWidth / 2}
                y={plotBottom - barHeight}
                width={barWidth}
                height={barHeight}
                rx={4}
                fill={COLORS.bar}
              />
              {doesLean ? (
                <text
                  x={centre}
                  y={labelY}
                  textAnchor="end"
                  transform={`rotate(-45 ${centre} ${labelY})`}
                  fontSize={12}
                  fill={COLORS.text}
                >
                  {bar.label}
                </text>
              ) : (
                <text x={centre} y={labelY} textAnchor="middle" fontSize={12} fill={COLORS.text}>
                  {(lines[index] ?? [bar.label]).map((line, lineIndex) => (
                    <tspan key={`${line}-${lineIndex}`} x={centre} dy={lineIndex === 0 ? 0 : LINE_HEIGHT}>
                      {line}
                    </tspan>
                  ))}
                </text>
              )}
            </g>
          );
        })}
        {average && (
          <g data-part="average">
            <line
              x1={VALUE_AXIS_WIDTH}
              x2={plotRight}
              y1={y(average.value)}
              y2={y(average.value)}
              stroke={COLORS.average}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
            <text
              x={plotRight}
              y={y(average.value) - 6}
              textAnchor="end"
              fontSize={12}
              fontWeight={600}
              fill={COLORS.averageText}
            >
              {`${average.label} ${formatValue(average.value)}`}
            </text>
          </g>
        )}
      </svg>
    </div>
  );
}
