import { describe, expect, it } from 'vitest';
import { generateQuestion, tasks } from '../catalogue';
import { DIFFICULTY_LEVELS } from '../types';
import { describeDiagram, escapeXml, svgDocument } from './svg';

/** Minimal XML well-formedness: every opened tag is closed in order. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('generated diagrams', () => {
  const diagrams: string[] = [];
  for (const task of tasks) {
    for (const level of DIFFICULTY_LEVELS) {
      for (let seed = 1; seed <= 5; seed += 1) {
        const svg = generateQuestion(task.id, level, seed).image_svg;
        if (svg) diagrams.push(svg);
      }
    }
  }

  it('exist for the skills that need them', () => {
    expect(diagrams.length).toBeGreaterThan(500);
  });

  it('are small, accessible, self-contained SVG documents', () => {
    for (const svg of diagrams) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+" role="img"><title>[^<]{10,}<\/title>/,
      );
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|\son\w+=|href=|<foreignObject|url\(/i);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(isBalanced(svg)).toBe(true);
      expect(svg.length).toBeLessThan(20_000);
    }
  });

  it('each carry a description for assistive technology, read from their own title', () => {
    for (const svg of diagrams) {
      const description = describeDiagram(svg);
      expect(description).not.toBeNull();
      expect(escapeXml(description ?? '')).toBe(
        /<title>([^<]*)<\/title>/.exec(svg)?.[1]?.replace(/\s+/g, ' ').trim(),
      );
    }
  });
});

describe('describeDiagram', () => {
  it('reads the title and then the desc, unescaped, and nothing else of the drawing', () => {
    const svg = svgDocument(10, 10, 'Angle A & B < 90°', '<desc>Sides "a" and b</desc><text>ignored</text>');
    expect(describeDiagram(svg)).toBe('Angle A & B < 90°. Sides "a" and b');
    expect(describeDiagram('<svg><text>no title</text></svg>')).toBeNull();
    expect(describeDiagram('<svg><title>  </title></svg>')).toBeNull();
  });
});
