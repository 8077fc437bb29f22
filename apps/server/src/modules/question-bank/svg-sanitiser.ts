/**
 * An allow-list SVG sanitiser. The text is parsed into elements and rebuilt from scratch: only listed elements and
 * attributes survive, every value is re-escaped, and anything that can run script or fetch something (script,
 * foreignObject, style sheets, event handlers, javascript: and external URLs, entities) is dropped. Rebuilding
 * instead of deleting bad parts means a trick the parser does not know cannot reach the output.
 */

import { SaxesParser } from 'saxes';

export class SvgRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SvgRejectedError';
  }
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 50_000;

const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'symbol',
  'use',
]);

/** Elements whose href may point inside the document (never outside it). */
const LOCAL_REFERENCE_ELEMENTS = new Set(['use', 'linearGradient', 'radialGradient', 'pattern', 'textPath']);

const ALLOWED_ATTRIBUTES = new Set([
  'id',
  'class',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'color',
  'display',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'rotate',
  'lengthAdjust',
  'textLength',
  'startOffset',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'paint-order',
  'style',
  'role',
  'aria-label',
  'aria-hidden',
  'lang',
  'xml:space',
  'xml:lang',
]);

interface SvgElement {
  name: string;
  attributes: Array<[string, string]>;
  children: SvgNode[];
}
type SvgNode = SvgElement | { text: string };

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The value with every character that a browser ignores inside a URL scheme removed, lower-cased. */
function compact(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed here
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f\\]+/g, '').toLowerCase();
}

const DANGEROUS_VALUE = /javascript:|vbscript:|data:|expression\(|@import|behavior:|-moz-binding|<|>/;

/** A url(...) in a paint or style value may only name something in this document (#id). */
function hasOnlyLocalUrls(compacted: string): boolean {
  const urls = compacted.match(/url\(([^)]*)\)/g) ?? [];
  return urls.every((url) => /^url\(["']?#[A-Za-z0-9_.:-]*["']?\)$/.test(url));
}

function isSafeAttribute(element: string, name: string, value: string): boolean {
  const compacted = compact(value);
  if (name === 'href' || name === 'xlink:href') {
    return LOCAL_REFERENCE_ELEMENTS.has(element) && /^#[A-Za-z0-9_.:-]+$/.test(value.trim());
  }
  if (!ALLOWED_ATTRIBUTES.has(name)) return false;
  if (DANGEROUS_VALUE.test(compacted)) return false;
  return hasOnlyLocalUrls(compacted);
}

/**
 * Parses the XML into a tree of elements and text with saxes, a strict, well-formedness-checking parser: comments,
 * processing instructions and the doctype are dropped. saxes knows only XML's five entities and character references,
 * so a document using an entity it declares itself fails to parse instead of being expanded.
 */
function parse(svg: string): SvgElement {
  const root: SvgElement = { name: '#document', attributes: [], children: [] };
  const stack: SvgElement[] = [root];
  let elementCount = 0;
  const current = (): SvgElement => stack[stack.length - 1] ?? root;
  const parser = new SaxesParser({ position: false });
  parser.on('error', (error) => {
    throw new SvgRejectedError(`Not well-formed XML: ${error.message}`);
  });
  parser.on('doctype', (doctype) => {
    // Entity declarations (billion laughs, external files) are refused outright rather than ignored.
    if (doctype.includes('[') || /<!ENTITY/i.test(doctype)) {
      throw new SvgRejectedError('Documents that declare entities are not accepted.');
    }
  });
  parser.on('text', (text) => current().children.push({ text }));
  parser.on('cdata', (text) => current().children.push({ text }));
  parser.on('opentag', (tag) => {
    const element: SvgElement = {
      name: tag.name,
      attributes: Object.entries(tag.attributes as Record<string, string>),
      children: [],
    };
    current().children.push(element);
    elementCount += 1;
    if (elementCount > MAX_ELEMENTS) throw new SvgRejectedError('Too many elements.');
    stack.push(element);
    if (stack.length > MAX_DEPTH) throw new SvgRejectedError('Nested too deeply.');
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(svg).close();
  return root;
}

function serialise(element: SvgElement, isRoot: boolean): string {
  const attributes: string[] = [];
  if (isRoot) {
    attributes.push(`xmlns="${SVG_NAMESPACE}"`);
    if (element.attributes.some(([name]) => name === 'xlink:href') || hasXlinkDescendant(element)) {
      attributes.push(`xmlns:xlink="${XLINK_NAMESPACE}"`);
    }
  }
  for (const [name, value] of element.attributes) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    if (isSafeAttribute(element.name, name, value)) attributes.push(`${name}="${escapeAttribute(value)}"`);
  }
  const children = element.children
    .map((child) => {
      if ('text' in child) return escapeText(child.text);
      return ALLOWED_ELEMENTS.has(child.name) ? serialise(child, false) : '';
    })
    .join('');
  const open = [element.name, ...attributes].join(' ');
  return children === '' ? `<${open}/>` : `<${open}>${children}</${element.name}>`;
}

function hasXlinkDescendant(element: SvgElement): boolean {
  return element.children.some(
    (child) =>
      !('text' in child) &&
      (child.attributes.some(([name]) => name === 'xlink:href') || hasXlinkDescendant(child)),
  );
}

/** True when the text parses as XML whose root element is svg (how an SVG upload is recognised by content). */
export function looksLikeSvg(text: string): boolean {
  try {
    return findRootElement(parse(text))?.name === 'svg';
  } catch {
    return false;
  }
}

function findRootElement(document: SvgElement): SvgElement | undefined {
  const elements = document.children.filter((child): child is SvgElement => !('text' in child));
  const strayText = document.children.some((child) => 'text' in child && child.text.trim() !== '');
  return elements.length === 1 && !strayText ? elements[0] : undefined;
}

/**
 * The sanitised SVG, or SvgRejectedError when the text is not a well-formed SVG document. The root must be the svg
 * element in the SVG namespace (a default namespace other than SVG's is refused).
 */
export function sanitiseSvg(text: string): string {
  const source = text.replace(/^\uFEFF/, '');
  const root = findRootElement(parse(source));
  if (root?.name !== 'svg') throw new SvgRejectedError('The file is not an SVG image.');
  const namespace = root.attributes.find(([name]) => name === 'xmlns')?.[1];
  if (namespace !== undefined && namespace !== SVG_NAMESPACE) {
    throw new SvgRejectedError('The file is not an SVG image.');
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialise(root, true)}\n`;
}
