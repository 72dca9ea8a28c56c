import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { config, type Environment } from '@/lib/config';
import type { InvoiceField, InvoiceView } from './invoice-view';

// spec 2 /account/orders/invoice/{id} as a downloadable PDF, drawn with pdfkit from the same InvoiceView the
// pdf-layout page shows. Latin text uses the PDF's built-in Helvetica (nothing embedded, a few KB); anything
// else, Chinese above all, the CJK font of Debian's fonts-noto-cjk, subset into the file.

export const DEFAULT_CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

// Helvetica's encoding (WinAnsi) covers Latin-1 and these few; a text with anything else needs the CJK font.
const WIN_ANSI_TEXT = /^[\n\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

type EmbeddableFont = fontkit.Font;

const loadedFonts = new Map<string, Promise<EmbeddableFont>>();

/**
 * The CJK font at `path` (INVOICE_CJK_FONT), parsed once per process: parsing the 19 MB collection costs
 * more than drawing an invoice. From a collection (.ttc), its Simplified Chinese face.
 */
function cjkFont(path: string): Promise<EmbeddableFont> {
  let font = loadedFonts.get(path);
  if (!font) {
    font = readFile(path).then(
      (bytes) => {
        const opened = fontkit.create(bytes);
        if (!('fonts' in opened)) return opened;
        const face = opened.fonts.find((candidate) => /CJKsc-/i.test(candidate.postscriptName)) ?? opened.fonts[0];
        if (!face) throw new Error(`The font collection ${path} holds no font`);
        return face;
      },
      (error: unknown) => {
        throw new Error(
          `Invoices in Chinese need a CJK font: ${path} cannot be read (apt-get install fonts-noto-cjk, or set INVOICE_CJK_FONT)`,
          {
            cause: error,
          },
        );
      },
    );
    // A failure is not cached: the next invoice tries again (the package may have been installed meanwhile).
    font.catch(() => loadedFonts.delete(path));
    loadedFonts.set(path, font);
  }
  return font;
}

function allTexts(view: InvoiceView): string[] {
  const fields = (list: InvoiceField[]) => list.flatMap(({ label, value }) => [label, value]);
  return [
    view.title,
    ...fields(view.facts),
    ...fields([view.item]),
    ...fields(view.totals),
    ...view.notes,
    view.billingHeading,
    ...fields(view.billing),
    view.postalAddressHeading,
    ...view.postalAddress,
  ];
}

export function needsEmbeddedFont(view: InvoiceView): boolean {
  return !allTexts(view).every((text) => WIN_ANSI_TEXT.test(text));
}

const MARGIN = 56;
const GREY = '#555555';
const RULE = '#cccccc';

/** The invoice as a PDF file (A4). */
export async function renderInvoicePdf(view: InvoiceView, env?: Environment): Promise<Buffer> {
  const embedded = needsEmbeddedFont(view) ? await cjkFont(config(env).env.INVOICE_CJK_FONT ?? DEFAULT_CJK_FONT) : null;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${view.title} ${view.number}`, Author: 'Remapper', Subject: view.item.label },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (embedded) {
    // pdfkit takes a parsed fontkit font as it is (PDFFontFactory.open); its types only list files and bytes.
    doc.registerFont('regular', embedded as unknown as Buffer);
    doc.registerFont('bold', embedded as unknown as Buffer);
  } else {
    doc.registerFont('regular', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  drawInvoice(doc, view);
  doc.end();
  return finished;
}

function drawInvoice(doc: PDFKit.PDFDocument, view: InvoiceView): void {
  const width = doc.page.width - 2 * MARGIN;
  const right = (text: string, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(text, MARGIN, y, { width, align: 'right', ...options });

  // Head: the title on the left, the seller's postal address on the right.
  const top = doc.y;
  doc.font('bold').fontSize(24).fillColor('black').text(`${view.title} ${view.number}`, MARGIN, top);
  const belowTitle = doc.y;
  doc.font('bold').fontSize(9).fillColor(GREY);
  right(view.postalAddressHeading, top);
  doc.font('regular').fontSize(10).fillColor('black');
  for (const line of view.postalAddress) right(line, doc.y);
  doc.y = Math.max(belowTitle, doc.y);
  doc.moveDown(2);

  // Receipt, date paid, due date, payment method, order.
  labelledRows(doc, view.facts, width);
  doc.moveDown();

  // The item and the totals, as a two-column table.
  rule(doc, width);
  amountRow(doc, view.item, width, false);
  rule(doc, width);
  view.totals.forEach((field, index) => amountRow(doc, field, width, index === view.totals.length - 1));
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const note of view.notes) doc.text(note, MARGIN, doc.y + 4, { width });
  doc.moveDown(2);

  // The buyer's billing information.
  doc.font('bold').fontSize(12).fillColor('black').text(view.billingHeading, MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  labelledRows(doc, view.billing, width);
}

function labelledRows(doc: PDFKit.PDFDocument, fields: InvoiceField[], width: number): void {
  const labelWidth = Math.round(width * 0.32);
  for (const { label, value } of fields) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(GREY).text(label, MARGIN, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc.fillColor('black').text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
}

function amountRow(doc: PDFKit.PDFDocument, { label, value }: InvoiceField, width: number, emphasise: boolean): void {
  const y = doc.y + 4;
  const valueWidth = Math.round(width * 0.3);
  doc
    .font(emphasise ? 'bold' : 'regular')
    .fontSize(emphasise ? 12 : 10)
    .fillColor('black');
  doc.text(label, MARGIN, y, { width: width - valueWidth });
  const afterLabel = doc.y;
  doc.text(value, MARGIN + width - valueWidth, y, { width: valueWidth, align: 'right' });
  doc.y = Math.max(afterLabel, doc.y) + 2;
}

function rule(doc: PDFKit.PDFDocument, width: number): void {
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 2;
}
