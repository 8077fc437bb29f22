import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitiseSvg, SvgRejectedError } from './svg-sanitiser';

const wrap = (inner: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;

/** Anything in the output that could run script or reach outside the document. */
function expectInert(output: string): void {
  const lower = output.toLowerCase();
  expect(lower).not.toMatch(
    /<script|<foreignobject|<iframe|<object|<embed|<style|<image|<a[\s>]|<animate|<set[\s>]/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toContain('javascript:');
  expect(lower).not.toContain('data:');
  expect(lower).not.toMatch(/href="(?!#)/);
  expect(lower).not.toMatch(/url\((?!#)/);
  expect(lower).not.toContain('<!entity');
}

/** Payloads from the usual SVG XSS write-ups (OWASP, PortSwigger, DOMPurify's test corpus). */
const XSS_CORPUS: Array<[string, string]> = [
  ['script element', wrap('<script>alert(1)</script><rect width="1" height="1"/>')],
  ['script with CDATA', wrap('<script><![CDATA[alert(1)]]></script>')],
  ['namespaced script', wrap('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
  ['onload on the root', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
  ['onclick on a shape', wrap('<rect width="5" height="5" onclick="alert(1)"/>')],
  ['upper-case handler', wrap('<circle r="1" ONMOUSEOVER="alert(1)"/>')],
  ['handler with spaces', wrap('<circle r="1" onload = \'alert(1)\'/>')],
  ['javascript link', wrap('<a href="javascript:alert(1)"><text>x</text></a>')],
  [
    'xlink javascript link',
    wrap('<a xlink:href="javascript:alert(1)"><rect/></a>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
  ],
  ['entity-encoded javascript', wrap('<use href="&#106;avascript:alert(1)"/>')],
  ['use of an external file', wrap('<use href="https://evil.example/sprite.svg#x"/>')],
  ['use of a data URL', wrap('<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>')],
  ['image element', wrap('<image href="https://evil.example/track.png"/>')],
  [
    'foreignObject with HTML',
    wrap(
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject>',
    ),
  ],
  [
    'foreignObject img onerror',
    wrap(
      '<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></foreignObject>',
    ),
  ],
  [
    'animate to a javascript href',
    wrap('<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'),
  ],
  ['set element', wrap('<set attributeName="onmouseover" to="alert(1)"/>')],
  ['style element with import', wrap('<style>@import url(https://evil.example/x.css);</style>')],
  ['style attribute with external url', wrap('<rect style="fill: url(https://evil.example/x)"/>')],
  ['style attribute with javascript', wrap('<rect style="background:url(javascript:alert(1))"/>')],
  ['fill with external url', wrap('<rect fill="url(https://evil.example/g#a)"/>')],
  ['control characters in a scheme', wrap('<use href="java&#x09;script:alert(1)"/>')],
  ['iframe element', wrap('<iframe src="javascript:alert(1)"/>')],
  ['embed and object', wrap('<embed src="x.swf"/><object data="x.swf"/>')],
  [
    'handler on a gradient stop',
    wrap('<defs><linearGradient id="g"><stop offset="0" onbegin="alert(1)"/></linearGradient></defs>'),
  ],
  ['tag smuggled in a title', wrap('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>')],
  ['comment hiding a tag', wrap('<!--<script>alert(1)</script>--><rect/>')],
  [
    'processing instruction',
    `<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?>${wrap('<rect/>')}`,
  ],
];

describe('sanitiseSvg', () => {
  it.each(XSS_CORPUS)('%s: nothing that runs or loads survives', (_name, payload) => {
    let output: string;
    try {
      output = sanitiseSvg(payload);
    } catch (error) {
      // Refusing the file is as safe as cleaning it.
      expect(error).toBeInstanceOf(SvgRejectedError);
      return;
    }
    expectInert(output);
    expect(output).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  });

  it('refuses documents that declare entities (billion laughs, external entities)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]>${wrap('<text>&b;</text>')}`;
    expect(() => sanitiseSvg(laughs)).toThrow(SvgRejectedError);
    const external = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('<text>&x;</text>')}`;
    expect(() => sanitiseSvg(external)).toThrow(SvgRejectedError);
  });

  it('refuses what is not a well-formed SVG document', () => {
    expect(() => sanitiseSvg('<html><body>hi</body></html>')).toThrow(SvgRejectedError);
    expect(() => sanitiseSvg(wrap('<g>'))).toThrow(SvgRejectedError);
    expect(() => sanitiseSvg('<svg xmlns="http://www.w3.org/1999/xhtml"></svg>')).toThrow(SvgRejectedError);
    expect(() => sanitiseSvg('plain text')).toThrow(SvgRejectedError);
    expect(() => sanitiseSvg(wrap('<g></text>'))).toThrow(SvgRejectedError);
    expect(() => sanitiseSvg(wrap('<rect x="1" x="2"/>'))).toThrow(SvgRejectedError);
    expect(() => sanitiseSvg(wrap('<text>&nbsp;</text>'))).toThrow(SvgRejectedError);
    expect(() => sanitiseSvg(wrap('<text>a & b</text>'))).toThrow(SvgRejectedError);
    expect(looksLikeSvg('<svg></svg>')).toBe(true);
    expect(looksLikeSvg('<html></html>')).toBe(false);
  });

  it('refuses a document nested too deeply or with too many elements, before building it', () => {
    expect(() => sanitiseSvg(wrap('<g>'.repeat(100) + '</g>'.repeat(100)))).toThrow(/Nested too deeply/);
    expect(() => sanitiseSvg(wrap('<rect/>'.repeat(50_001)))).toThrow(/Too many elements/);
  });

  it('keeps a real diagram: shapes, text, gradients and local references', () => {
    const diagram = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect x="1" y="1" width="8" height="8" fill="url(#g)" stroke="#000" stroke-width="0.5"/>' +
        '<use href="#g"/><text x="2" y="6" font-size="3">3 &lt; 4 &amp; 5</text>',
    );
    const output = sanitiseSvg(diagram);
    expect(output).toContain(
      '<rect x="1" y="1" width="8" height="8" fill="url(#g)" stroke="#000" stroke-width="0.5"/>',
    );
    expect(output).toContain('<use href="#g"/>');
    expect(output).toContain('<text x="2" y="6" font-size="3">3 &lt; 4 &amp; 5</text>');
    expect(output).toContain('viewBox="0 0 10 10"');
    expect(sanitiseSvg(output)).toBe(output);
  });
});
