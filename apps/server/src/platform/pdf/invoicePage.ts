import PDFDocument from 'pdfkit';
import { type DocumentFormatters, winAnsi } from './formatters.ts';

// The page every invoice-like document of Hearth is drawn on: a letter page with a title, labelled
// facts, addresses and right-aligned amount rows. The documents decide what they print; this
// decides how it looks, so a subscription invoice and a care invoice look alike.

const MARGIN = 56;
const AMOUNT_WIDTH = 140;

/** A name and the lines under it (street, town, country), parts not on record left out. */
export type AddressBlock = { name: string; lines: string[] };

/** Where a mail address's parts are on record; any may be missing. */
export type PostalAddress = {
  legalName: string | null;
  street: string | null;
  unit: string | null;
  city: string | null;
  provinceCode: string | null;
  postalCode: string | null;
};

/** An address as the lines under its name; parts not filled in are left out. */
export function addressLines(address: PostalAddress, countryName: string | null): string[] {
  const street = [address.street, address.unit].filter(Boolean).join(', ');
  const town = [address.city, address.provinceCode, address.postalCode].filter(Boolean).join(' ');
  return [address.legalName ?? '', street, town, countryName ?? ''].filter((line) => line !== '');
}

export type InvoicePage = {
  doc: PDFKit.PDFDocument;
  /** The writable width between the margins. */
  width: number;
  left: number;
  /** "Label: value" on one line. */
  labelled: (label: string, value: string) => void;
  /** A heading, then the name and its lines. */
  address: (heading: string, block: AddressBlock) => void;
  /** A label on the left and its amount right-aligned. */
  amountRow: (label: string, cents: number, bold?: boolean) => void;
  /** Each tax line as "name (percent)" and its amount. */
  taxRows: (taxes: readonly { name: string; percent: number; cents: number }[]) => void;
  /** A thin line across the page. */
  rule: () => void;
  /** Ends the document; resolves with its bytes. */
  finish: () => Promise<Buffer>;
};

/** Starts a document: the issuer's name large, then the title, in 11 pt below. */
export function startInvoicePage(
  issuer: string,
  title: string,
  format: DocumentFormatters,
): InvoicePage {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: winAnsi(title), Author: 'Hearth' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const labelled = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${winAnsi(label)}: `, { continued: true });
    doc.font('Helvetica').text(winAnsi(value));
  };
  const amountRow = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(winAnsi(label), MARGIN, y, { width: width - AMOUNT_WIDTH });
    const labelBottom = doc.y;
    doc.text(format.money(cents), MARGIN + width - AMOUNT_WIDTH, y, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    doc.y = Math.max(doc.y, labelBottom);
    doc.x = MARGIN;
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(22).text(winAnsi(issuer));
  doc.fontSize(16).text(winAnsi(title));
  doc.moveDown();
  doc.fontSize(11);

  return {
    doc,
    width,
    left: MARGIN,
    labelled,
    address: (heading, block) => {
      doc.font('Helvetica-Bold').text(winAnsi(heading));
      doc.font('Helvetica').text(winAnsi(block.name));
      for (const line of block.lines) {
        doc.text(winAnsi(line));
      }
    },
    amountRow,
    taxRows: (taxes) => {
      for (const tax of taxes) {
        amountRow(`${tax.name} (${format.percent(tax.percent)})`, tax.cents);
      }
    },
    rule: () => {
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .stroke();
      doc.moveDown(0.3);
    },
    finish: () => {
      doc.end();
      return done;
    },
  };
}
