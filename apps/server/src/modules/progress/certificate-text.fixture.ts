import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF reader (PDF.js) finds in a certificate, page by page joined: what a parent can copy or search. */
export async function extractPdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
