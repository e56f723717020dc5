import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './documentFormat.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );

describe('documentTypeOf', () => {
  it('knows each accepted type by its first bytes', () => {
    expect(documentTypeOf(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(documentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(documentTypeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(documentTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(documentTypeOf(bytes([0x50, 0x4b, 0x03, 0x04], 'xx word/document.xml yy'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('takes UTF-8 text with line breaks and tabs as plain text', () => {
    expect(documentTypeOf(bytes('BP 120/80\r\n\tPulse 72 — calm, señora'))).toBe('text/plain');
  });

  it('refuses other files: a ZIP that is no Word document, a program, broken UTF-8, nothing', () => {
    expect(documentTypeOf(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(documentTypeOf(bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull();
    expect(documentTypeOf(bytes('MZ', [0x90, 0x00, 0x03]))).toBeNull();
    expect(documentTypeOf(bytes('caf', [0xc3]))).toBeNull();
    expect(documentTypeOf(bytes(''))).toBeNull();
  });

  it('refuses a type it does not take, whatever the file is called', () => {
    expect(documentTypeOf(bytes('GIF89a', [0, 1, 0]))).toBeNull();
  });
});
