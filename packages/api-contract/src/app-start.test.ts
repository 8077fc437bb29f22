import { describe, expect, it } from 'vitest';
import { APP_START_ELEMENT_ID, takeModuleScripts, toScriptSafeJson, writeStartTags } from './app-start';

const VITE_PAGE =
  '<html><head><script type="module" crossorigin src="/assets/landing-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/ui-kit-c3.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/landing-d4.css"></head><body><div id="root"></div></body></html>';

describe('starting a page after its first paint', () => {
  it('takes the entry and its preloads out of the HTML and leaves everything else', () => {
    const { html, start } = takeModuleScripts(VITE_PAGE);
    expect(start).toEqual({
      entry: '/assets/landing-a1.js',
      modules: ['/assets/framework-b2.js', '/assets/ui-kit-c3.js'],
    });
    expect(html).toBe(
      '<html><head><link rel="stylesheet" crossorigin href="/assets/landing-d4.css"></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });

  it('writes the start as a data block and names the start script alone', () => {
    const tags = writeStartTags(
      { entry: '/assets/a.js', modules: ['/assets/</script>.js'] },
      'assets/start-e5.js',
    );
    expect(tags).toBe(
      `<script type="application/json" id="${APP_START_ELEMENT_ID}">` +
        '{"entry":"/assets/a.js","modules":["/assets/\\u003c/script\\u003e.js"]}</script>' +
        '<script type="module" crossorigin src="/assets/start-e5.js"></script>',
    );
  });

  it('writes JSON that cannot close its script element', () => {
    expect(toScriptSafeJson({ text: '<>&\u2028' })).toBe('{"text":"\\u003c\\u003e\\u0026\\u2028"}');
  });
});
