import { describe, expect, it } from 'vitest';
import { documentJudge } from './documentFormat.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );

/** The judge's verdict on `data` fed in the chunks that `cuts` (byte positions) make. */
function judged(data: Buffer, cuts: number[] = []) {
  const judge = documentJudge();
  let from = 0;
  for (const cut of [...cuts, data.length]) {
    judge.feed(data.subarray(from, cut));
    from = cut;
  }
  return judge.verdict();
}

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the document judge, given a whole file', () => {
  it('knows each accepted type by its first bytes', () => {
    expect(judged(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(judged(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(judged(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(judged(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(judged(bytes([0x50, 0x4b, 0x03, 0x04], 'xx word/document.xml yy'))).toBe(WORD);
  });

  it('takes UTF-8 text with line breaks and tabs as plain text', () => {
    expect(judged(bytes('BP 120/80\r\n\tPulse 72 — calm, señora'))).toBe('text/plain');
  });

  it('refuses other files: a ZIP that is no Word document, a program, broken UTF-8, nothing', () => {
    expect(judged(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(judged(bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull();
    expect(judged(bytes('MZ', [0x90, 0x00, 0x03]))).toBeNull();
    expect(judged(bytes('caf', [0xc3]))).toBeNull();
    expect(judged(bytes(''))).toBeNull();
  });

  it('refuses a type it does not take, whatever the file is called', () => {
    expect(judged(bytes('GIF89a', [0, 1, 0]))).toBeNull();
  });
});

describe('the document judge, given a file in chunks', () => {
  const samples: [string, Buffer, string | null][] = [
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'application/pdf'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ', [0, 0]), 'image/webp'],
    ['a Word document', bytes([0x50, 0x4b, 0x03, 0x04], 'xx word/document.xml yy'), WORD],
    ['a ZIP of another kind', bytes([0x50, 0x4b, 0x03, 0x04], 'xx word/documents.xm'), null],
    ['text in several scripts', bytes('Pulse 72 — señora, 血压 正常 👍\r\n'), 'text/plain'],
    ['text with a NUL near its end', bytes('Pulse 72 — calm, señora', [0], '.'), null],
    ['text cut inside a character', bytes('Pulse 72 — se', [0xc3]), null],
  ];

  it.each(samples)('judges %s the same at every split into two', (_name, data, type) => {
    expect(judged(data)).toBe(type);
    for (let cut = 0; cut <= data.length; cut += 1) {
      expect(judged(data, [cut])).toBe(type);
    }
  });

  it.each(samples)('judges %s the same a byte at a time', (_name, data, type) => {
    expect(
      judged(
        data,
        Array.from({ length: data.length }, (_, index) => index),
      ),
    ).toBe(type);
  });
});
