import { EXPORT_LIMIT, ExportValidation } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { assertExportable, csvOf } from './listExport.ts';

describe('a list export', () => {
  it('allows up to the export limit and refuses one row more, with a field message', () => {
    expect(() => assertExportable(EXPORT_LIMIT)).not.toThrow();
    let refusal: unknown;
    try {
      assertExportable(EXPORT_LIMIT + 1);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(422);
    expect((refusal as AppError).fieldErrors).toStrictEqual({
      export: [ExportValidation.tooManyRows],
    });
  });

  it('writes a header line and one quoted-as-needed line per row', () => {
    const csv = csvOf(
      [
        { header: 'name', cell: (row: { name: string; cents: number | null }) => row.name },
        { header: 'cents', cell: (row) => row.cents },
      ],
      [
        { name: 'Smith, Ann', cents: 1250 },
        { name: 'Lee', cents: null },
      ],
    );
    expect(csv).toBe('name,cents\n"Smith, Ann",1250\nLee,\n');
  });

  it('writes text a spreadsheet would run as a formula as plain text, and keeps signed numbers', () => {
    const csv = csvOf(
      [{ header: 'note', cell: (row: { note: string }) => row.note }],
      [
        { note: '=HYPERLINK("http://example.test","open")' },
        { note: '@SUM(A1)' },
        { note: '+1 call' },
        { note: '-12.50' },
        { note: 'Ann' },
      ],
    );
    expect(csv).toBe(
      'note\n"\'=HYPERLINK(""http://example.test"",""open"")"\n\'@SUM(A1)\n\'+1 call\n-12.50\nAnn\n',
    );
  });
});
