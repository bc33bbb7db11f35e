import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of every page of a PDF (pdfjs), lines joined by "\n", for tests that read a receipt. */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; pageSize: number[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  let text = "";
  let pageSize: number[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    if (n === 1) pageSize = [...page.view];
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
    text += "\n";
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: text.replace(/[ \t]+/g, " "), pageSize };
}
