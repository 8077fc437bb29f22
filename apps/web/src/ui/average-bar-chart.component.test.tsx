import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AverageBarChart } from './average-bar-chart.component';
import { AverageBarChartDrawing } from './average-bar-chart-drawing.component';

const format = (value: number) => new Intl.NumberFormat('en-CA').format(value);

function barHeights(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[data-part="bar"] rect')].map((rect) =>
    Number(rect.getAttribute('height')),
  );
}

describe('AverageBarChartDrawing', () => {
  it('draws one bar per value, each naming its label and value, tallest for the largest value', () => {
    const { container } = render(
      <AverageBarChartDrawing
        data={[
          { label: 'Fractions', value: 120 },
          { label: 'Ratios', value: 480 },
          { label: 'Integers', value: 0 },
        ]}
        valueLabel="Points"
        average={undefined}
        formatValue={format}
        height={260}
      />,
    );
    const bars = container.querySelectorAll('[data-part="bar"]');
    expect(bars).toHaveLength(3);
    expect([...bars].map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      'Fractions: Points 120',
      'Ratios: Points 480',
      'Integers: Points 0',
    ]);
    const [fractions = 0, ratios = 0, integers = 0] = barHeights(container);
    // Linear without a reference line: 480 is four times 120; a zero still shows as a 2 px bar.
    expect(ratios / fractions).toBeCloseTo(4, 5);
    expect(integers).toBe(2);
    expect(container.querySelector('[data-part="average"]')).toBeNull();
    expect(container.textContent).toContain('Fractions');
  });

  it('makes the value axis as wide as its longest tick label, so words such as "Intermediate" are not cut', () => {
    const levels = ['None', 'Fundamental', 'Intermediate', 'Advanced', 'Master'];
    const { container } = render(
      <AverageBarChartDrawing
        data={[{ label: 'Nov 25', value: 2 }]}
        valueLabel="Skill levels"
        average={undefined}
        formatValue={(value) => levels[value] ?? ''}
        height={260}
      />,
    );
    const ticks = [...container.querySelectorAll('[data-part="value-axis"] text')];
    expect(ticks.map((tick) => tick.textContent)).toContain('Intermediate');
    // Right-aligned at x: at 12 px a character is under 7.5 px wide, so the label starts right of the drawing's edge.
    for (const tick of ticks)
      expect(Number(tick.getAttribute('x')) - (tick.textContent ?? '').length * 7.5).toBeGreaterThanOrEqual(
        0,
      );
  });

  it("starts the plot far enough right that the first bars' leaning labels stay inside the drawing", () => {
    const names = [
      'Whole numbers up to one million',
      'Rounding, adding and subtracting decimals and fractions',
    ];
    const { container } = render(
      <AverageBarChartDrawing
        data={[...names, 'A', 'B', 'C', 'D', 'E', 'F', 'G'].map((label) => ({ label, value: 100 }))}
        valueLabel="Points"
        average={{ value: 2500, label: 'Average' }}
        formatValue={format}
        height={260}
      />,
    );
    const labels = [...container.querySelectorAll('[data-part="bar"] text')];
    expect(labels[0]?.getAttribute('transform')).toMatch(/^rotate\(-45 /);
    labels.slice(0, 2).forEach((label, index) => {
      // A label leaning at 45° ends at x and runs down to the left by its length times √½ (6.5 px a character).
      const run = (names[index] ?? '').length * 6.5 * Math.SQRT1_2;
      expect(Number(label.getAttribute('x')) - run).toBeGreaterThanOrEqual(0);
    });
  });

  it('draws the reference line at its value on a square root axis, labelled with it (decision 017)', () => {
    const { container } = render(
      <AverageBarChartDrawing
        data={[
          { label: 'Number', value: 100 },
          { label: 'Algebra', value: 400 },
        ]}
        valueLabel="Points"
        average={{ value: 2500, label: 'Average' }}
        formatValue={format}
        height={260}
      />,
    );
    const [number = 0, algebra = 0] = barHeights(container);
    expect(algebra / number).toBeCloseTo(2, 5);
    const average = container.querySelector('[data-part="average"]');
    expect(average?.textContent).toBe('Average 2,500');
    const line = average?.querySelector('line');
    const lineHeight = 260 - Number(line?.getAttribute('y1'));
    // The line stands above the tallest bar, in the same units: sqrt(2500 / 400) times its height.
    expect(lineHeight / algebra).toBeCloseTo(Math.sqrt(2500 / 400), 5);
    const ticks = [...container.querySelectorAll('[data-part="value-axis"] text')].map(
      (tick) => tick.textContent,
    );
    expect(ticks[0]).toBe('0');
    expect(ticks).toContain('2,000');
  });

  it('wraps long labels on spaces and never cuts them', () => {
    const label = 'Patterns and relationships with many words';
    const { container } = render(
      <AverageBarChartDrawing
        data={Array.from({ length: 4 }, (_, index) => ({ label: `${label} ${index}`, value: index }))}
        valueLabel="Points"
        average={undefined}
        formatValue={format}
        height={200}
      />,
    );
    const first = container.querySelector('[data-part="bar"] text');
    expect(first?.querySelectorAll('tspan').length).toBeGreaterThan(1);
    expect(first?.textContent?.replace(/\s+/g, '')).toBe(`${label} 0`.replace(/\s+/g, ''));
  });

  it('leans the labels, whole, when one word is wider than a bar', () => {
    const { container } = render(
      <AverageBarChartDrawing
        data={Array.from({ length: 12 }, (_, index) => ({ label: `Proportionality ${index}`, value: index }))}
        valueLabel="Points"
        average={undefined}
        formatValue={format}
        height={200}
      />,
    );
    const first = container.querySelector('[data-part="bar"] text');
    expect(first?.getAttribute('transform')).toMatch(/^rotate\(-45 /);
    expect(first?.textContent).toBe('Proportionality 0');
  });
});

describe('AverageBarChart', () => {
  it('is a figure named by its caption, with the numbers in a table for assistive technology', () => {
    render(
      <MantineProvider>
        <AverageBarChart
          bars={[
            { label: 'Fractions', value: 1200 },
            { label: 'Ratios', value: 300 },
          ]}
          caption="Points by topic"
          valueLabel="Points"
          labelHeader="Topic"
          average={{ value: 2500, label: 'Average' }}
          formatValue={format}
        />
      </MantineProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Points by topic' });
    const table = within(figure).getByRole('table', { name: 'Points by topic' });
    expect(within(table).getByRole('rowheader', { name: 'Fractions' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1,200' })).toBeInTheDocument();
    expect(within(figure).getByText('Average: 2,500')).toBeInTheDocument();
  });
});
