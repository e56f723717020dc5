import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a PDF shows, page after page, its runs joined by spaces (to assert what it says). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
