import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** Whether React wrote every boundary in place: `<!--$!-->` marks one left for the browser, a script one to move. */
const isComplete = (html: string) => !html.includes('<!--$!-->') && !html.includes('<script');

/**
 * Renders a page to HTML on the server with every lazy component in it, for the browser to hydrate. A boundary that
 * suspends while streaming is written out of place and moved by an inline script, which the CSP refuses, so the page
 * is written by a synchronous pass. When a lazy component has not loaded yet (the first render of a page), that pass
 * cannot complete: a streaming pass then only loads every lazy component (they stay loaded), and the synchronous pass
 * runs again. Undefined when a boundary still could not render.
 */
export async function renderCompleteHtml(page: () => ReactElement): Promise<string | undefined> {
  try {
    const html = renderToString(page());
    if (isComplete(html)) return html;
  } catch {
    // A component suspended outside a boundary; the streaming pass below loads it.
  }
  const warmUp = await prerenderToNodeStream(page());
  warmUp.prelude.resume();
  const html = renderToString(page());
  return isComplete(html) ? html : undefined;
}
