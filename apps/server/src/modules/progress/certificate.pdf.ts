import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type PDFFont, PDFDocument, type PDFPage, rgb } from 'pdf-lib';

/**
 * A one-page certificate drawn with pdf-lib in DejaVu Sans, embedded (subset to the letters used): learners' names
 * come in every script a Canadian family writes (Zoë, Lefèvre-Cœur, Nguyễn, Анна, Ἀλέξανδρος), which the standard PDF
 * fonts (Latin-1 only) cannot show, and the same font serves the French certificate to come.
 */

export interface CertificateContent {
  learnerName: string;
  topicName: string;
  gradeName: string;
  /** Already formatted for display, e.g. "November 22, 2026". */
  dateText: string;
}

const PAGE_WIDTH = 792;
const PAGE_HEIGHT = 612;
const TEXT_WIDTH = PAGE_WIDTH - 160;
const BLUE = rgb(0.11, 0.37, 0.72);
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fontBytes: Promise<[Buffer, Buffer]> | undefined;

/** Read once per process: the two font files are about 1.4 MB, and every certificate embeds a subset of them. */
function loadFonts(): Promise<[Buffer, Buffer]> {
  fontBytes ??= Promise.all([
    readFile(fontFile('DejaVuSans.ttf')),
    readFile(fontFile('DejaVuSans-Bold.ttf')),
  ]);
  return fontBytes;
}

/** Shrinks a line until it fits the width, so a long name or topic never runs off the page. */
function fitSize(text: string, font: PDFFont, size: number): number {
  let fitted = size;
  while (fitted > 10 && font.widthOfTextAtSize(text, fitted) > TEXT_WIDTH) fitted -= 1;
  return fitted;
}

function drawCentred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, colour = INK) {
  const normalised = text.normalize('NFC');
  const fitted = fitSize(normalised, font, size);
  const x = (PAGE_WIDTH - font.widthOfTextAtSize(normalised, fitted)) / 2;
  page.drawText(normalised, { x, y, size: fitted, font, color: colour });
}

export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await document.embedFont(regularBytes, { subset: true });
  const bold = await document.embedFont(boldBytes, { subset: true });
  document.setTitle(`Certificate of Mastery: ${content.topicName}`);
  document.setProducer('Mathwise');
  document.setCreator('Mathwise');

  const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  // A double frame in the brand blue.
  page.drawRectangle({ x: 28, y: 28, width: 736, height: 556, borderColor: BLUE, borderWidth: 3 });
  page.drawRectangle({ x: 40, y: 40, width: 712, height: 532, borderColor: BLUE, borderWidth: 1 });
  drawCentred(page, 'MATHWISE', bold, 16, 520, BLUE);
  drawCentred(page, 'Certificate of Mastery', bold, 36, 460);
  drawCentred(page, 'This certifies that', regular, 16, 410, GREY);
  drawCentred(page, content.learnerName, bold, 30, 362, BLUE);
  page.drawLine({ start: { x: 216, y: 348 }, end: { x: 576, y: 348 }, thickness: 0.75, color: RULE });
  drawCentred(page, 'has mastered every skill of the topic', regular, 16, 312, GREY);
  drawCentred(page, content.topicName, bold, 26, 270);
  drawCentred(page, `${content.gradeName}, Ontario Mathematics`, regular, 14, 240, GREY);
  drawCentred(page, content.dateText, regular, 14, 150);
  page.drawLine({ start: { x: 306, y: 140 }, end: { x: 486, y: 140 }, thickness: 0.75, color: RULE });
  drawCentred(page, 'Date', regular, 10, 126, GREY);
  drawCentred(page, 'Keep practising at Mathwise!', regular, 11, 70, GREY);
  return Buffer.from(await document.save());
}
