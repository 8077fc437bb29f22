import katex from 'katex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTex } from './math-renderer';

describe('renderTex', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lays an expression out once and answers the same HTML every time after', () => {
    const layOut = vi.spyOn(katex, 'renderToString');
    const first = renderTex('\\frac{7}{13} + x_{renderTex}');
    expect(renderTex('\\frac{7}{13} + x_{renderTex}')).toBe(first);
    expect(first).toContain('katex');
    expect(layOut).toHaveBeenCalledTimes(1);
    renderTex('\\frac{8}{13}');
    expect(layOut).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of expressions, laying out again one that was let go', () => {
    const layOut = vi.spyOn(katex, 'renderToString');
    renderTex('y_{oldest}');
    for (let index = 0; index < 500; index += 1) renderTex(`z_{${index}}`);
    layOut.mockClear();
    renderTex('z_{499}');
    expect(layOut).not.toHaveBeenCalled();
    renderTex('y_{oldest}');
    expect(layOut).toHaveBeenCalledTimes(1);
  });

  it('warms KaTeX up once it loads, one small expression per task', async () => {
    vi.useFakeTimers();
    try {
      vi.resetModules();
      const { default: freshKatex } = await import('katex');
      const layOut = vi.spyOn(freshKatex, 'renderToString');
      await import('./math-renderer');
      expect(layOut).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(layOut).toHaveBeenCalledTimes(1);
      vi.advanceTimersToNextTimer();
      expect(layOut).toHaveBeenCalledTimes(2);
      vi.runAllTimers();
      expect(layOut.mock.calls.map(([tex]) => tex)).toEqual(['x', '\\frac{1}{2}', '\\sqrt{2}']);
    } finally {
      vi.useRealTimers();
    }
  });
});
