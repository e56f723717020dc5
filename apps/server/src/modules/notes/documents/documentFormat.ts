import type { NoteDocumentType } from '@hearth/domain';

// A document's bytes say what it is; its name and declared type are the uploader's word, and a
// page of script renamed .pdf must not be served back as a document. The bytes are judged as
// they pass, a chunk at a time, so an upload is stored as it arrives and never held whole.

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
/** What a chunk's end may hold of the part's name, to be looked for with the next chunk. */
const CARRIED_BYTES = WORD_PART.length - 1;

/**
 * The first bytes kept: every magic number above, and an image's header with its size (a JPEG's
 * frame header comes after its metadata segments: EXIF, colour profile, thumbnails).
 */
const LEADING_BYTES = 1024 * 1024;

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Control characters are single bytes in UTF-8, never part of a longer character. */
const hasControl = (data: Uint8Array) =>
  data.some((byte) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f);

/** Feeds on a file's bytes in order, and then says which document type they were. */
export type DocumentJudge = {
  feed: (chunk: Uint8Array) => void;
  /** The type of all the bytes fed, or null when they are none the notes take. */
  verdict: () => NoteDocumentType | null;
  /** The file's first bytes, up to a megabyte: where an image's header says its size. */
  leading: () => Buffer;
};

export function documentJudge(): DocumentJudge {
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  let byteCount = 0;
  // The word part's name may straddle two chunks: the end of the one before is kept to look in.
  let carry = Buffer.alloc(0);
  let wordPartSeen = false;
  // Plain text: valid UTF-8 with no control characters but tab, line breaks and form feed.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let plainText = true;

  function lookForWordPart(chunk: Buffer) {
    const window = Buffer.concat([carry, chunk.subarray(0, CARRIED_BYTES)]);
    wordPartSeen = window.includes(WORD_PART) || chunk.includes(WORD_PART);
    carry =
      chunk.length >= CARRIED_BYTES
        ? Buffer.from(chunk.subarray(chunk.length - CARRIED_BYTES))
        : Buffer.concat([carry, chunk]).subarray(-CARRIED_BYTES);
  }

  function readAsText(chunk: Uint8Array, last: boolean) {
    if (!plainText) {
      return;
    }
    try {
      plainText = !hasControl(chunk);
      decoder.decode(chunk, { stream: !last });
    } catch {
      plainText = false;
    }
  }

  // Joined once, when first asked for (the verdict, then the image-size check, both ask).
  let joinedHead: Buffer | undefined;
  const leading = () => {
    joinedHead ??= Buffer.concat(headChunks);
    return joinedHead;
  };

  return {
    feed(chunk) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (headBytes < LEADING_BYTES) {
        // Copied: the chunk's memory may be reused once it has passed.
        const kept = Buffer.from(bytes.subarray(0, LEADING_BYTES - headBytes));
        headChunks.push(kept);
        headBytes += kept.length;
        joinedHead = undefined;
      }
      byteCount += bytes.length;
      if (!wordPartSeen) {
        lookForWordPart(bytes);
      }
      readAsText(bytes, false);
    },

    leading,

    verdict() {
      const head = leading();
      if (startsWith(head, PDF)) {
        return 'application/pdf';
      }
      if (startsWith(head, JPEG)) {
        return 'image/jpeg';
      }
      if (startsWith(head, PNG)) {
        return 'image/png';
      }
      if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) {
        return 'image/webp';
      }
      if (startsWith(head, ZIP)) {
        return wordPartSeen
          ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
          : null;
      }
      // The decoder's end: a character cut short at the last byte is no text.
      readAsText(new Uint8Array(0), true);
      return byteCount > 0 && plainText ? 'text/plain' : null;
    },
  };
}
