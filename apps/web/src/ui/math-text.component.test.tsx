import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});

describe('MathText', () => {
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
