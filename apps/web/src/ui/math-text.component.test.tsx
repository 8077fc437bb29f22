import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MathText, splitMathSegments } from './math-text.component';

describe('splitMathSegments', () => {
  it('separates inline TeX from text', () => {
    expect(splitMathSegments('Evaluate $-7 + 12$ now')).toEqual([
      { kind: 'text', value: 'Evaluate ' },
      { kind: 'math', value: '-7 + 12' },
      { kind: 'text', value: ' now' },
    ]);
  });

  it('keeps a lone dollar sign (money) as text', () => {
    expect(splitMathSegments('It costs $12.50 in total.')).toEqual([
      { kind: 'text', value: 'It costs $12.50 in total.' },
    ]);
  });

  it('keeps two dollar amounts in one sentence as text, beside real TeX', () => {
    expect(splitMathSegments('Fatima buys 1 $\\times$ kit at $4.00 and pays with $20.00 in bills.')).toEqual([
      { kind: 'text', value: 'Fatima buys 1 ' },
      { kind: 'math', value: '\\times' },
      { kind: 'text', value: ' kit at $4.00 and pays with $20.00 in bills.' },
    ]);
    expect(splitMathSegments('Pay $5 or $x + 1$ dollars')).toEqual([
      { kind: 'text', value: 'Pay $5 or ' },
      { kind: 'math', value: 'x + 1' },
      { kind: 'text', value: ' dollars' },
    ]);
  });

  it('reads one-character TeX and TeX that starts with a digit', () => {
    expect(splitMathSegments('$x$ and $2x$')).toEqual([
      { kind: 'math', value: 'x' },
      { kind: 'text', value: ' and ' },
      { kind: 'math', value: '2x' },
    ]);
  });
});

describe('splitMathSegments with code', () => {
  it('keeps a fenced program whole, with its indentation, and reads no TeX inside it', () => {
    const text =
      'Ava saves $5 a week.\n```\nset total to 0\nrepeat 3 times\n    say $x$\n```\nWhat does it say?';
    expect(splitMathSegments(text)).toEqual([
      { kind: 'text', value: 'Ava saves $5 a week.\n' },
      { kind: 'code-block', value: 'set total to 0\nrepeat 3 times\n    say $x$' },
      { kind: 'text', value: '\nWhat does it say?' },
    ]);
  });

  it('reads `inline code` as code beside TeX', () => {
    expect(splitMathSegments('Change line 2 to `repeat 5 times` so $x = 3$')).toEqual([
      { kind: 'text', value: 'Change line 2 to ' },
      { kind: 'code', value: 'repeat 5 times' },
      { kind: 'text', value: ' so ' },
      { kind: 'math', value: 'x = 3' },
    ]);
  });
});

describe('MathText', () => {
  it('shows a program in monospace with its line breaks and indentation kept', () => {
    const { container } = render(<MathText text={'```\nrepeat 2 times\n    say 1\n```'} />);
    const code = container.querySelector('code');
    expect(code?.textContent).toBe('repeat 2 times\n    say 1');
    expect(code?.style.whiteSpace).toBe('pre');
    expect(code?.style.fontFamily).toBe('monospace');
  });

  it('shows TeX once KaTeX has loaded, and then renders TeX without waiting again', async () => {
    // A fresh copy of the module, with KaTeX not loaded yet (the test setup loads it for every other test).
    vi.resetModules();
    const fresh = await import('./math-text.component');
    let fallbackRenders = 0;
    function Waiting() {
      fallbackRenders += 1;
      return <p>waiting</p>;
    }
    // An awaited act lets React retry once KaTeX has arrived, as the browser does.
    const { container } = await act(async () =>
      render(
        <Suspense fallback={<Waiting />}>
          <fresh.MathText text={'Plain $x^2$'} />
        </Suspense>,
      ),
    );
    expect(fallbackRenders).toBe(1);
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(screen.queryByText('waiting')).toBeNull();
    const { container: again } = render(
      <Suspense fallback={<Waiting />}>
        <fresh.MathText text={'$y$'} />
      </Suspense>,
    );
    expect(again.querySelector('.katex')).not.toBeNull();
    expect(fallbackRenders).toBe(1);
  });

  it('renders text without TeX without loading KaTeX', () => {
    render(<MathText text={'It costs $4.00 and $20.00.'} />);
    expect(screen.getByText('It costs $4.00 and $20.00.')).toBeInTheDocument();
  });

  it('renders TeX with KaTeX and never turns text into markup', () => {
    const { container } = render(<MathText text={'<img src=x onerror=alert(1)> is $\\frac{1}{2}$'} />);
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)> is/)).toBeInTheDocument();
  });

  it('does not let TeX inject links or HTML', () => {
    const { container } = render(<MathText text={'$\\href{javascript:alert(1)}{x}$'} />);
    expect(container.querySelector('a')).toBeNull();
  });
});
