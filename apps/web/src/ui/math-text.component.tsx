import 'katex/dist/katex.min.css';
import katex from 'katex';
import { Fragment, useMemo } from 'react';

export interface TextSegment {
  kind: 'text' | 'math';
  value: string;
}

/**
 * Inline TeX between dollar signs, by pandoc's rule: the opening `$` has a non-space right after it, the closing one
 * a non-space right before it and no digit right after it. Prose money is written with a plain `$` too, and two
 * amounts in one sentence ("pays $4.00 with $20.00") would otherwise pair up and set the words between them as maths.
 */
const INLINE_TEX = /\$(?=[^\s$])([^$\n]*?[^\s$])\$(?!\d)/g;

/** Splits question text into plain text and inline TeX (`$...$`); dollar amounts in prose stay text. */
export function splitMathSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_TEX)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', value: text.slice(last, start) });
    segments.push({ kind: 'math', value: match[1] ?? '' });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', value: text.slice(last) });
  return segments;
}

// KaTeX's fonts download only once rendered TeX is on screen, and the question then re-wraps as they swap in (a
// layout shift on the practice page). This module loads with the page's chunk, before the question's data arrives,
// so asking for the two faces most TeX uses here overlaps their download with that request.
if (typeof document !== 'undefined' && 'fonts' in document) {
  for (const font of ['1em KaTeX_Main', 'italic 1em KaTeX_Math'])
    void document.fonts.load(font).catch(() => {});
}

function renderTex(tex: string): string {
  // trust:false (the default) keeps \href, \url and HTML extensions off, so stored TeX cannot inject markup.
  return katex.renderToString(tex, {
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
  });
}

/**
 * Question text with its inline TeX rendered by KaTeX. Plain parts are React text (escaped); only KaTeX's own
 * output is set as HTML. Importing this module pulls KaTeX in, so only lazily loaded pages should use it.
 */
export function MathText({ text }: { text: string }) {
  const segments = useMemo(() => splitMathSegments(text), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.value}</Fragment>
        ) : (
          <span key={index} dangerouslySetInnerHTML={{ __html: renderTex(segment.value) }} />
        ),
      )}
    </>
  );
}
