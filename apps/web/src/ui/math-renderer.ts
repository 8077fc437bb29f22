import 'katex/dist/katex.min.css';
import katex from 'katex';

// KaTeX's fonts download only once rendered TeX is on screen, and the question then re-wraps as they swap in (a
// layout shift on the practice page). This module loads before the question's TeX is rendered, so asking for the two
// faces most TeX uses here overlaps their download with the rest of the page.
if (typeof document !== 'undefined' && 'fonts' in document) {
  for (const font of ['1em KaTeX_Main', 'italic 1em KaTeX_Math'])
    void document.fonts.load(font).catch(() => {});
}

/** KaTeX's HTML for one inline TeX expression. */
export function renderTex(tex: string): string {
  // trust:false (the default) keeps \href, \url and HTML extensions off, so stored TeX cannot inject markup.
  return katex.renderToString(tex, {
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
  });
}
