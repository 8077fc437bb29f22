/**
 * An allow-list SVG sanitiser. The text is parsed into elements and rebuilt from scratch: only listed elements and
 * attributes survive, every value is re-escaped, and anything that can run script or fetch something (script,
 * foreignObject, style sheets, event handlers, javascript: and external URLs, entities) is dropped. Rebuilding
 * instead of deleting bad parts means a trick the parser does not know cannot reach the output.
 */

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

// Sticky: each matches exactly at lastIndex, so a tag is read in place without copying the rest of the text.
const ATTRIBUTE_PATTERN = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;
const TAG_END_PATTERN = /\s*(\/?)>/y;

const PREDEFINED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

interface SvgElement {
  name: string;
  attributes: Array<[string, string]>;
  children: SvgNode[];
}
type SvgNode = SvgElement | { text: string };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);?/g, (match, entity: string) => {
    if (!match.endsWith(';')) throw new SvgRejectedError('A bare & is not valid XML.');
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff)
        throw new SvgRejectedError('Bad character.');
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED_ENTITIES[entity];
    // Only XML's five are known: a document that declares its own entities is refused, not expanded.
    if (value === undefined) throw new SvgRejectedError(`Unknown entity &${entity};`);
    return value;
  });
}

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

/** Parses the XML into a tree of elements and text; comments, processing instructions and doctypes are dropped. */
function parse(svg: string): SvgElement {
  const root: SvgElement = { name: '#document', attributes: [], children: [] };
  const stack: SvgElement[] = [root];
  let elementCount = 0;
  let index = 0;
  const current = (): SvgElement => stack[stack.length - 1] ?? root;

  while (index < svg.length) {
    const open = svg.indexOf('<', index);
    const textEnd = open === -1 ? svg.length : open;
    if (textEnd > index) current().children.push({ text: decodeEntities(svg.slice(index, textEnd)) });
    if (open === -1) break;

    if (svg.startsWith('<!--', open)) {
      const end = svg.indexOf('-->', open + 4);
      if (end === -1) throw new SvgRejectedError('Unclosed comment.');
      index = end + 3;
    } else if (svg.startsWith('<![CDATA[', open)) {
      const end = svg.indexOf(']]>', open + 9);
      if (end === -1) throw new SvgRejectedError('Unclosed CDATA section.');
      current().children.push({ text: svg.slice(open + 9, end) });
      index = end + 3;
    } else if (svg.startsWith('<?', open)) {
      const end = svg.indexOf('?>', open + 2);
      if (end === -1) throw new SvgRejectedError('Unclosed processing instruction.');
      index = end + 2;
    } else if (svg.startsWith('<!', open)) {
      // A doctype may declare entities (billion laughs, external files): such a document is refused outright.
      if (/^<!DOCTYPE[^>]*\[/i.test(svg.slice(open, open + 2000)) || /<!ENTITY/i.test(svg)) {
        throw new SvgRejectedError('Documents that declare entities are not accepted.');
      }
      const end = svg.indexOf('>', open + 2);
      if (end === -1) throw new SvgRejectedError('Unclosed declaration.');
      index = end + 1;
    } else if (svg.startsWith('</', open)) {
      const match = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(svg.slice(open, open + 300));
      if (!match) throw new SvgRejectedError('Bad closing tag.');
      const element = stack.pop();
      if (!element || element === root || element.name !== match[1]) {
        throw new SvgRejectedError('Mismatched closing tag.');
      }
      index = open + match[0].length;
    } else {
      const nameMatch = /^<([A-Za-z_][\w.:-]*)/.exec(svg.slice(open, open + 300));
      if (!nameMatch?.[1]) throw new SvgRejectedError('Bad tag.');
      const element: SvgElement = { name: nameMatch[1], attributes: [], children: [] };
      let cursor = open + nameMatch[0].length;
      for (;;) {
        ATTRIBUTE_PATTERN.lastIndex = cursor;
        const attribute = ATTRIBUTE_PATTERN.exec(svg);
        if (attribute?.[1]) {
          if (element.attributes.some(([name]) => name === attribute[1])) {
            throw new SvgRejectedError('Duplicate attribute.');
          }
          element.attributes.push([attribute[1], decodeEntities(attribute[3] ?? attribute[4] ?? '')]);
          cursor += attribute[0].length;
          continue;
        }
        TAG_END_PATTERN.lastIndex = cursor;
        const close = TAG_END_PATTERN.exec(svg);
        if (!close) throw new SvgRejectedError('Bad attribute.');
        cursor += close[0].length;
        current().children.push(element);
        elementCount += 1;
        if (elementCount > MAX_ELEMENTS) throw new SvgRejectedError('Too many elements.');
        if (close[1] !== '/') {
          stack.push(element);
          if (stack.length > MAX_DEPTH) throw new SvgRejectedError('Nested too deeply.');
        }
        break;
      }
      index = cursor;
    }
  }
  if (stack.length !== 1) throw new SvgRejectedError('Unclosed element.');
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
