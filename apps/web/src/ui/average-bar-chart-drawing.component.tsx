import { useElementSize } from '@mantine/hooks';
import { chooseValueAxis, placeOnAxis, wrapLabel, type ChartScale } from './chart-scale';

interface AverageBarChartDrawingProps {
  data: Array<{ label: string; value: number }>;
  valueLabel: string;
  average: { value: number; label: string } | undefined;
  formatValue: (value: number) => string;
  height: number;
}

/**
 * The value axis' narrowest width, the average width of a character of the 12 px labels (for wrapping the bars'
 * labels) and a wide one (for the tick labels, which may be words such as "Intermediate" and must never be cut).
 */
const MIN_VALUE_AXIS_WIDTH = 60;
const CHARACTER_WIDTH = 6.5;
const WIDE_CHARACTER_WIDTH = 7.5;
const TICK_GAP = 8;
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
  const scale: ChartScale = average ? 'sqrt' : 'linear';
  const highest = Math.max(average?.value ?? 0, ...data.map((bar) => bar.value));
  const axis = chooseValueAxis(highest, scale);
  // The axis is as wide as its longest tick label needs, so a label such as "Intermediate" is never cut.
  const valueAxisWidth = Math.max(
    MIN_VALUE_AXIS_WIDTH,
    Math.ceil(
      Math.max(0, ...axis.ticks.map((tick) => formatValue(tick).length)) * WIDE_CHARACTER_WIDTH +
        TICK_GAP +
        4,
    ),
  );
  const barCount = Math.max(1, data.length);
  const slotAt = (left: number) => Math.max(1, width - left - RIGHT_ROOM) / barCount;
  const charactersPerLine = Math.max(1, Math.floor((slotAt(valueAxisWidth) - 4) / CHARACTER_WIDTH));
  const longestWord = Math.max(
    0,
    ...data.flatMap((bar) => bar.label.split(/\s+/).map((word) => word.length)),
  );
  const longestLabel = Math.max(0, ...data.map((bar) => bar.label.length));
  const doesLean = longestWord > charactersPerLine;
  // A leaning label ends under its bar and runs down to the left: the plot starts far enough right that the first
  // bars' labels stay inside the drawing. Where that would take more than a third of the plot (long labels on a
  // phone), labels stand upright instead, reading upwards, and need no room on the left.
  // A label's run along its slant, with a line's height for the glyphs' own slant and a little room.
  const labelRuns = data.map((bar) => bar.label.length * CHARACTER_WIDTH + LINE_HEIGHT + 4);
  const overhangAt = (left: number) =>
    Math.max(0, ...labelRuns.map((run, index) => run * Math.SQRT1_2 - (left + slotAt(left) * (index + 0.5))));
  let plotLeft = valueAxisWidth;
  for (let pass = 0; doesLean && pass < 4 && overhangAt(plotLeft) > 0.5; pass += 1)
    plotLeft += overhangAt(plotLeft);
  const isUpright = doesLean && slotAt(plotLeft) < (slotAt(valueAxisWidth) * 2) / 3;
  if (isUpright) plotLeft = valueAxisWidth;
  const slot = slotAt(plotLeft);
  const plotWidth = slot * barCount;
  const lines = data.map((bar) => (doesLean ? [bar.label] : wrapLabel(bar.label, charactersPerLine)));
  const longestRun = longestLabel * CHARACTER_WIDTH + 4;
  const axisHeight = isUpright
    ? Math.ceil(longestRun) + 16
    : doesLean
      ? Math.ceil(longestRun * Math.SQRT1_2) + LINE_HEIGHT + 8
      : Math.max(1, ...lines.map((label) => label.length)) * LINE_HEIGHT + 12;
  const leanAngle = isUpright ? -90 : -45;

  const plotBottom = height;
  const plotHeight = Math.max(1, plotBottom - TOP_ROOM);
  const plotRight = plotLeft + plotWidth;
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
              <line x1={plotLeft} x2={plotRight} y1={y(tick)} y2={y(tick)} stroke={COLORS.grid} />
              <text x={plotLeft - TICK_GAP} y={y(tick) + 4} textAnchor="end" fontSize={12} fill={COLORS.text}>
                {formatValue(tick)}
              </text>
            </g>
          ))}
        </g>
        <line x1={plotLeft} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke={COLORS.axis} />
        {data.map((bar, index) => {
          const centre = plotLeft + slot * index + slot / 2;
          const barHeight = Math.max(MIN_BAR_HEIGHT, plotBottom - y(bar.value));
          const labelY = plotBottom + (isUpright ? 8 : 16);
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
                  dominantBaseline={isUpright ? 'central' : undefined}
                  transform={`rotate(${leanAngle} ${centre} ${labelY})`}
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
              x1={plotLeft}
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
