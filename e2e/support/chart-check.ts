import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What one drawn bar chart (ui/average-bar-chart-drawing) shows, measured in the page. */
export interface MeasuredChart {
  viewportWidth: number;
  svg: { left: number; right: number; top: number; bottom: number };
  figure: { left: number; right: number };
  /** Every text of the drawing with its box, for the "never cut" check. */
  texts: Array<{ text: string; left: number; right: number; top: number; bottom: number }>;
  ticks: string[];
  /** The bars' labels as drawn (wrapped lines joined by a space) and their boxes. */
  bars: Array<{ label: string; top: number; bottom: number }>;
  /** The reference line's vertical centre and its label, when the chart has one. */
  average: { y: number; label: string } | null;
  /** The figure's text alternative: label and value of each bar, as a reader of the table gets them. */
  rows: Array<{ label: string; value: string }>;
}

/** The little of the DOM the measure uses: the journeys' TypeScript has no DOM types. */
interface DrawnElement {
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number };
  querySelector(selector: string): DrawnElement | null;
  querySelectorAll(selector: string): ArrayLike<DrawnElement>;
  textContent: string | null;
}

/** Runs in the page (Playwright sends its source), so it uses nothing from this module. */
function measure(figure: DrawnElement): MeasuredChart | null {
  const box = (element: DrawnElement) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
  };
  const all = (element: DrawnElement, selector: string) => Array.from(element.querySelectorAll(selector));
  const svg = figure.querySelector('svg.average-bar-chart');
  if (!svg) return null;
  const average = svg.querySelector('[data-part="average"]');
  const averageLine = average?.querySelector('line');
  return {
    viewportWidth: (globalThis as unknown as { innerWidth: number }).innerWidth,
    svg: box(svg),
    figure: box(figure),
    texts: all(svg, 'text').map((text) => ({ text: text.textContent ?? '', ...box(text) })),
    ticks: all(svg, '[data-part="value-axis"] text').map((text) => text.textContent ?? ''),
    bars: all(svg, '[data-part="bar"]').map((bar) => {
      const label = bar.querySelector('text');
      const lines = label ? all(label, 'tspan') : [];
      const rect = bar.querySelector('rect');
      return {
        label:
          lines.length > 0
            ? lines.map((line) => line.textContent ?? '').join(' ')
            : (label?.textContent ?? ''),
        top: rect ? box(rect).top : 0,
        bottom: rect ? box(rect).bottom : 0,
      };
    }),
    average:
      average && averageLine
        ? {
            y: (box(averageLine).top + box(averageLine).bottom) / 2,
            label: average.querySelector('text')?.textContent ?? '',
          }
        : null,
    rows: all(figure, 'tbody tr').map((row) => ({
      label: row.querySelector('th')?.textContent ?? '',
      value: row.querySelector('td')?.textContent ?? '',
    })),
  };
}

export async function measureChart(figure: Locator): Promise<MeasuredChart> {
  // `measure` itself is the page function: Playwright sends its source, which calls nothing outside it.
  const measured = await figure.evaluate(measure as unknown as (element: unknown) => MeasuredChart | null);
  if (!measured) throw new Error('The figure has no drawing');
  return measured;
}

/** 0, 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten: the round numbers decision 017 allows as ticks. */
export function isRoundTick(value: number): boolean {
  if (value === 0) return true;
  const magnitude = 10 ** Math.floor(Math.log10(Math.abs(value)));
  const mantissa = Math.round((Math.abs(value) / magnitude) * 1000) / 1000;
  return [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8].includes(mantissa);
}

const toNumber = (text: string) => Number(text.replace(/[,\s\u00a0]/g, ''));

/**
 * The chart checks of issue 26, on whatever width the page has now:
 * - every text of the drawing lies inside the drawing, the drawing inside its figure and the screen (nothing cut);
 * - each bar's label is drawn whole (the same words as the text alternative's row, no ellipsis);
 * - numeric tick values are round (`allowedTicks` instead for a chart whose ticks are words);
 * - with a reference line: a bar of `typical` points or more reaches at least `minShare` of the line's height and
 *   stays under it, and taller bars never stand for fewer points.
 */
export async function expectReadableChart(
  page: Page,
  figure: Locator,
  options: { allowedTicks?: readonly string[]; typical?: number; minShare?: number } = {},
): Promise<MeasuredChart> {
  const { typical = 100, minShare = 0.15 } = options;
  // The drawing is its own chunk and measures its box after the first render: wait for its bars, then until a
  // second look finds it the same.
  await expect(figure.locator('svg.average-bar-chart [data-part="bar"]').first()).toBeAttached();
  let chart = await measureChart(figure);
  await expect
    .poll(async () => {
      const before = chart;
      chart = await measureChart(figure);
      return JSON.stringify(before) === JSON.stringify(chart);
    })
    .toBe(true);
  const where = `"${await figure.locator('figcaption').textContent()}" at ${chart.viewportWidth} px on ${page.url()}`;

  const outside = chart.texts.filter(
    (text) =>
      text.left < chart.svg.left - 1 ||
      text.right > chart.svg.right + 1 ||
      text.top < chart.svg.top - 1 ||
      text.bottom > chart.svg.bottom + 1 ||
      text.left < -1 ||
      text.right > chart.viewportWidth + 1,
  );
  expect(outside, `texts outside the drawing ${JSON.stringify(chart.svg)} (${where})`).toEqual([]);
  expect(chart.svg.left, `drawing left of its figure (${where})`).toBeGreaterThanOrEqual(
    chart.figure.left - 1,
  );
  expect(chart.svg.right, `drawing right of its figure (${where})`).toBeLessThanOrEqual(
    chart.figure.right + 1,
  );

  expect(
    chart.bars.map((bar) => bar.label),
    `bar labels drawn whole (${where})`,
  ).toEqual(chart.rows.map((row) => row.label));
  expect(chart.texts.filter((text) => text.text?.includes('…'))).toEqual([]);

  if (options.allowedTicks) {
    for (const tick of chart.ticks) expect(options.allowedTicks, `tick "${tick}" (${where})`).toContain(tick);
  } else {
    const ticks = chart.ticks.map(toNumber);
    expect(ticks.length, `ticks (${where})`).toBeGreaterThanOrEqual(3);
    expect(
      ticks.filter((tick) => !isRoundTick(tick)),
      `ticks that are not round numbers (${where}): ${chart.ticks.join(', ')}`,
    ).toEqual([]);
  }

  if (chart.average) {
    const average = toNumber(chart.average.label.replace(/^\D+/, ''));
    const baseline = Math.max(...chart.bars.map((bar) => bar.bottom));
    const lineHeight = baseline - chart.average.y;
    expect(lineHeight, `the reference line stands above the axis (${where})`).toBeGreaterThan(50);
    chart.bars.forEach((bar, index) => {
      const value = toNumber(chart.rows[index]?.value ?? '0');
      const share = (bar.bottom - bar.top) / lineHeight;
      if (value >= typical && value < average) {
        expect(share, `${bar.label}: ${value} points against the ${average} line (${where})`).toBeGreaterThan(
          minShare,
        );
        expect(share, `${bar.label}: ${value} points stays under the line (${where})`).toBeLessThan(1);
      }
    });
    // Bars keep their order: a taller bar never stands for fewer points.
    const byHeight = chart.bars
      .map((bar, index) => ({
        height: bar.bottom - bar.top,
        value: toNumber(chart.rows[index]?.value ?? '0'),
      }))
      .sort((a, b) => a.value - b.value);
    for (let index = 1; index < byHeight.length; index += 1)
      expect(byHeight[index]!.height).toBeGreaterThanOrEqual(byHeight[index - 1]!.height - 0.5);
  }
  return chart;
}
