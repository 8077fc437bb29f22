import 'katex/dist/katex.min.css';
import katex from 'katex';

// KaTeX's fonts download only once rendered TeX is on screen, and the question then re-wraps as they swap in (a
// layout shift on the practice page). This module loads before the question's TeX is rendered, so asking for the two
// faces most TeX uses here overlaps their download with the rest of the page.
if (typeof document !== 'undefined' && 'fonts' in document) {
  for (const font of ['1em KaTeX_Main', 'italic 1em KaTeX_Math'])
    void document.fonts.load(font).catch(() => {});
}

/** The most expressions whose HTML is kept (a few rounds of questions and their options); the oldest goes first. */
const RENDERED_CACHE_SIZE = 500;
const rendered = new Map<string, string>();

/**
 * KaTeX's HTML for one inline TeX expression. The HTML is kept: the same expression renders again on every render of
 * the question around it (each key typed into an answer, each option chosen), and KaTeX parses and lays it out afresh
 * each time, about 0.1 ms per expression on a fast machine once warm (3 ms cold), four times that on a slow phone.
 */
export function renderTex(tex: string): string {
  let html = rendered.get(tex);
  if (html === undefined) {
    // trust:false (the default) keeps \href, \url and HTML extensions off, so stored TeX cannot inject markup.
    html = katex.renderToString(tex, {
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      output: 'htmlAndMathml',
    });
    if (rendered.size >= RENDERED_CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
    rendered.set(tex, html);
  }
  return html;
}

/**
 * KaTeX's code is cold when the module arrives, and the first expressions it lays out cost it most (3 to 4 ms each
 * on a fast machine, a quarter of that once warm). This module loads while the page asks for its question, so a few
 * small expressions, one task each, warm it before the question renders; otherwise the question's first render is
 * one long task on a slow phone.
 */
const WARM_UP_TEX = ['x', '\\frac{1}{2}', '\\sqrt{2}'];
function warmUp(remaining: readonly string[]): void {
  const [tex, ...rest] = remaining;
  if (tex === undefined) return;
  renderTex(tex);
  setTimeout(() => warmUp(rest), 0);
}
if (typeof window !== 'undefined') setTimeout(() => warmUp(WARM_UP_TEX), 0);
