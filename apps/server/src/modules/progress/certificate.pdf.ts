/**
 * A one-page certificate as a hand-written PDF 1.4: the standard Helvetica fonts (every reader has them, so nothing
 * is embedded), text and lines only. Written by hand so the server needs no PDF library.
 */

export interface CertificateContent {
  learnerName: string;
  topicName: string;
  gradeName: string;
  /** Already formatted for display, e.g. "November 22, 2026". */
  dateText: string;
}

// Advance widths (1/1000 em) of the printable ASCII characters 32..126, from Adobe's Helvetica AFM files; used to
// centre lines. Other characters are measured as a digit.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

type FontName = 'F1' | 'F2';

const PAGE_WIDTH = 792;
const PAGE_HEIGHT = 612;

/** Keeps what WinAnsi (Latin-1) can show; anything else becomes "?" so the PDF stays valid. */
function toLatin1(text: string): string {
  return Array.from(text.normalize('NFC'))
    .map((character) => {
      const code = character.codePointAt(0) ?? 63;
      return code >= 32 && code <= 255 && !(code >= 127 && code < 160) ? character : '?';
    })
    .join('');
}

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

function measure(text: string, font: FontName, size: number): number {
  const widths = font === 'F2' ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS;
  let total = 0;
  for (const character of text) {
    const code = character.charCodeAt(0);
    total += code >= 32 && code <= 126 ? (widths[code - 32] ?? 556) : 556;
  }
  return (total * size) / 1000;
}

/** Shrinks a line until it fits the width, so a long name or topic never runs off the page. */
function fitSize(text: string, font: FontName, size: number, maxWidth: number): number {
  let fitted = size;
  while (fitted > 10 && measure(text, font, fitted) > maxWidth) fitted -= 1;
  return fitted;
}

function centredText(
  raw: string,
  font: FontName,
  size: number,
  y: number,
  colour: [number, number, number],
): string {
  const text = toLatin1(raw);
  const fitted = fitSize(text, font, size, PAGE_WIDTH - 160);
  const x = (PAGE_WIDTH - measure(text, font, fitted)) / 2;
  return `${colour.join(' ')} rg BT /${font} ${fitted} Tf ${x.toFixed(2)} ${y} Td (${escapePdfText(text)}) Tj ET`;
}

export function renderCertificatePdf(content: CertificateContent): Buffer {
  const blue: [number, number, number] = [0.11, 0.37, 0.72];
  const ink: [number, number, number] = [0.1, 0.1, 0.1];
  const grey: [number, number, number] = [0.35, 0.35, 0.35];
  const stream = [
    // A double frame in the brand blue.
    '0.11 0.37 0.72 RG 3 w 28 28 736 556 re S',
    '1 w 40 40 712 532 re S',
    centredText('MATHWISE', 'F2', 16, 520, blue),
    centredText('Certificate of Mastery', 'F2', 36, 460, ink),
    centredText('This certifies that', 'F1', 16, 410, grey),
    centredText(content.learnerName, 'F2', 30, 362, blue),
    // A rule under the name.
    '0.6 0.6 0.6 RG 0.75 w 216 348 m 576 348 l S',
    centredText('has mastered every skill of the topic', 'F1', 16, 312, grey),
    centredText(content.topicName, 'F2', 26, 270, ink),
    centredText(`${content.gradeName}, Ontario Mathematics`, 'F1', 14, 240, grey),
    centredText(content.dateText, 'F1', 14, 150, ink),
    '0.6 0.6 0.6 RG 0.75 w 306 140 m 486 140 l S',
    centredText('Date', 'F1', 10, 126, grey),
    centredText('Keep practising at Mathwise!', 'F1', 11, 70, grey),
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdfText(toLatin1(`Certificate of Mastery: ${content.topicName}`))}) /Producer (Mathwise) >>`,
  ];
  // Offsets are byte positions, so the file is assembled as Latin-1 (one byte per character).
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
