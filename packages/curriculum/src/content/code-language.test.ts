import { describe, expect, it } from 'vitest';
import { bin, cmpCond, num, runProgram, say, set, traceProgram, v } from './code-language';

describe('traceProgram', () => {
  it('works each line with its values, pass by pass, to what the program says', () => {
    const program = [
      set('savings', num(20)),
      { k: 'repeat' as const, times: num(3), body: [set('savings', bin('+', v('savings'), num(10)))] },
      say(v('savings')),
    ];
    expect(traceProgram(program)).toBe(
      'Line 1: savings = 20. Lines 2–3 repeat 3 times: pass 1: savings = 20 + 10 = 30; ' +
        'pass 2: savings = 30 + 10 = 40; pass 3: savings = 40 + 10 = 50. Line 4 says 50.',
    );
  });

  it('states each condition with the values it compares and shortens a long loop in the middle', () => {
    const program = [
      set('count', num(0)),
      {
        k: 'for' as const,
        name: 'n',
        from: num(1),
        to: num(8),
        body: [
          {
            k: 'if' as const,
            cond: cmpCond('>', bin('*', v('n'), num(3)), num(12)),
            then: [set('count', bin('+', v('count'), num(1)))],
          },
        ],
      },
      say(v('count')),
    ];
    const trace = traceProgram(program);
    expect(trace).toContain('n = 1: 1 * 3 = 3, and 3 > 12 is false, so nothing changes');
    expect(trace).toContain(
      '… (3 more passes the same way); n = 7: 7 * 3 = 21, and 21 > 12 is true, so count = 2 + 1 = 3',
    );
    expect(trace.endsWith(`Line 5 says ${String(runProgram(program)?.n)}.`)).toBe(true);
  });

  it('names the loop variable once per pass, in the label, not again in its condition', () => {
    const program = [
      set('points', num(0)),
      {
        k: 'for' as const,
        name: 'day',
        from: num(1),
        to: num(2),
        body: [
          {
            k: 'if' as const,
            cond: { k: 'even' as const, a: v('day') },
            then: [set('points', bin('+', v('points'), num(4)))],
            otherwise: [set('points', bin('+', v('points'), num(1)))],
          },
        ],
      },
      say(v('points')),
    ];
    const trace = traceProgram(program);
    expect(trace).toContain(
      'day = 1: 1 is odd, so points = 0 + 1 = 1; day = 2: 2 is even, so points = 1 + 4 = 5',
    );
    expect(trace).not.toContain('day 1');
  });
});
