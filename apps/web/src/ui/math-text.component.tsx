import { Fragment, use, useMemo } from 'react';
import type * as MathRendererModule from './math-renderer';

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

type MathRenderer = typeof MathRendererModule;

/** A promise React's `use` reads without suspending once it has settled (React reads `status` and `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
let mathRenderer: TrackedPromise<MathRenderer> | undefined;

/**
 * Loads KaTeX (about 75 KB gzip with its styles) once. It is kept out of the pages' own chunks so a page paints
 * without waiting for it; a page that will show TeX calls this when it mounts, in parallel with asking for the
 * question, and MathText waits for it only if the text has TeX and it has not arrived yet.
 */
export function loadMathRenderer(): Promise<MathRenderer> {
  if (!mathRenderer) {
    const loading: TrackedPromise<MathRenderer> = import('./math-renderer');
    mathRenderer = loading;
    loading.then(
      (renderer) => Object.assign(loading, { status: 'fulfilled', value: renderer }),
      // A failed chunk load is asked for again by the next text that needs it, not remembered.
      () => {
        mathRenderer = undefined;
      },
    );
  }
  return mathRenderer;
}

function MathSegment({ tex }: { tex: string }) {
  const { renderTex } = use(loadMathRenderer());
  return <span dangerouslySetInnerHTML={{ __html: renderTex(tex) }} />;
}

/**
 * Question text with its inline TeX rendered by KaTeX. Plain parts are React text (escaped); only KaTeX's own
 * output is set as HTML. Text with TeX suspends until KaTeX has loaded: put it under a Suspense boundary.
 */
export function MathText({ text }: { text: string }) {
  const segments = useMemo(() => splitMathSegments(text), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.value}</Fragment>
        ) : (
          <MathSegment key={index} tex={segment.value} />
        ),
      )}
    </>
  );
}
