import { describe, expect, it } from 'vitest';
import { ascii, readUint16, readUint24, readUint32 } from './byteReaders.ts';

describe('byte readers', () => {
  const bytes = Uint8Array.from([0x4d, 0x4d, 0x00, 0x2a, 0x01, 0x02]);

  it('read a number in either byte order', () => {
    expect(readUint16(bytes, 2, 'big')).toBe(42);
    expect(readUint16(bytes, 2, 'little')).toBe(0x2a00);
    expect(readUint32(bytes, 2, 'big')).toBe(0x002a0102);
    expect(readUint32(bytes, 2, 'little')).toBe(0x02012a00);
    expect(readUint24(bytes, 3, 'big')).toBe(0x2a0102);
    expect(readUint24(bytes, 3, 'little')).toBe(0x02012a);
  });

  it('read within a view of a larger buffer, from its own start', () => {
    expect(readUint16(bytes.subarray(4), 0, 'big')).toBe(0x0102);
    expect(ascii(bytes.subarray(0, 4), 0, 2)).toBe('MM');
  });

  it('answer null for a number the bytes end before, and fewer letters', () => {
    expect(readUint16(bytes, 5, 'big')).toBeNull();
    expect(readUint32(bytes, 3, 'little')).toBeNull();
    expect(readUint24(bytes, 4, 'little')).toBeNull();
    expect(readUint32(bytes.subarray(0, 4), 2, 'big')).toBeNull();
    expect(ascii(bytes, 0, 10)).toBe('MM\0*\x01\x02');
  });
});
