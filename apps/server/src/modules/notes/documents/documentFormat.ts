import type { NoteDocumentType } from '@hearth/domain';

// A document's bytes say what it is; its name and declared type are the uploader's word, and a
// page of script renamed .pdf must not be served back as a document.

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PDF = ascii('%PDF-');
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// A Word document is a ZIP whose parts include word/document.xml; ZIP keeps part names as plain
// bytes in each entry's header, so the name is found without unpacking anything.
const WORD_PART = Buffer.from('word/document.xml', 'latin1');

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Plain text: valid UTF-8 with no control characters but tab, line breaks and form feed. */
function isPlainText(data: Uint8Array): boolean {
  // Control characters are single bytes in UTF-8, never part of a longer character.
  const control = data.some((byte) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f);
  if (control) {
    return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The document type these bytes are, or null when they are none the notes take. */
export function documentTypeOf(data: Uint8Array): NoteDocumentType | null {
  if (startsWith(data, PDF)) {
    return 'application/pdf';
  }
  if (startsWith(data, JPEG)) {
    return 'image/jpeg';
  }
  if (startsWith(data, PNG)) {
    return 'image/png';
  }
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) {
    return 'image/webp';
  }
  if (startsWith(data, ZIP)) {
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(WORD_PART)
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null;
  }
  return data.length > 0 && isPlainText(data) ? 'text/plain' : null;
}
