import { Fragment, use, useMemo } from 'react';
import type * as MathRendererModule from './math-renderer';

export interface TextSegment {
  kind: 'text' | 'math' | 'code' | 'code-block';
  value: string;
}

/**
 * Code in question text: a fenced block (three backticks on their own lines) keeps its lines and indentation, and
 * `inline code` stays on its line; neither is read as TeX, so a program's `$` or `*` is shown as written.
 */
const CODE = /```\n([\s\S]*?)\n```|`([^`\n]+)`/g;

/**
 * Inline TeX between dollar signs, by pandoc's rule: the opening `$` has a non-space right after it, the closing one
 * a non-space right before it and no digit right after it. Prose money is written with a plain `$` too, and two
 * amounts in one sentence ("pays $4.00 with $20.00") would otherwise pair up and set the words between them as maths.
 */
const INLINE_TEX = /\$(?=[^\s$])([^$\n]*?[^\s$])\$(?!\d)/g;

/** Splits question text into plain text, code and inline TeX (`$...$`); dollar amounts in prose stay text. */
export function splitMathSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    if (match.index > last) segments.push(...splitTexSegments(text.slice(last, match.index)));
    segments.push(
      match[1] !== undefined
        ? { kind: 'code-block', value: match[1] }
        : { kind: 'code', value: match[2] ?? '' },
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push(...splitTexSegments(text.slice(last)));
  return segments;
}

function splitTexSegments(text: string): TextSegment[] {
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
      {segments.map((segment, index) => {
        if (segment.kind === 'text') return <Fragment key={index}>{segment.value}</Fragment>;
        if (segment.kind === 'math') return <MathSegment key={index} tex={segment.value} />;
        // A block sits inside the question's paragraph, so it is a <code> shown as a block, not a <pre>.
        return (
          <code
            key={index}
            style={
              segment.kind === 'code-block'
                ? {
                    display: 'block',
                    whiteSpace: 'pre',
                    overflowX: 'auto',
                    fontFamily: 'monospace',
                    margin: '0.5em 0',
                    padding: '0.5em 0.75em',
                    background: 'var(--mantine-color-gray-1)',
                    color: 'var(--mantine-color-black)',
                    borderRadius: 4,
                  }
                : { fontFamily: 'monospace', whiteSpace: 'pre' }
            }
          >
            {segment.value}
          </code>
        );
      })}
    </>
  );
}
