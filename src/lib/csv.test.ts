import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv, UTF8_BOM, csvTime, FORMULA_START } from './csv';

function parse(csv: string): string[][] {
  return Papa.parse<string[]>(csv.slice(UTF8_BOM.length), { skipEmptyLines: true }).data;
}

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and keeps the column order', () => {
    const csv = toCsv(['B', 'A', 'C'], [[2, 1, 3]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('B,A,C\r\n2,1,3');
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+15551234567', "'+15551234567"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['=HYPERLINK("http://x")\nsecond line', '\'=HYPERLINK("http://x")\nsecond line'],
    ['plain', 'plain'],
    ['a-b', 'a-b'],
  ])('escapes formula-looking text %j', (value, expected) => {
    expect(parse(toCsv(['X'], [[value]]))[1][0]).toBe(expected);
  });

  it('quotes a multi-line formula cell so it stays one cell', () => {
    const csv = toCsv(['X', 'Y'], [['=1+1\n=2+2', 'next']]);
    expect(csv).toContain('"\'=1+1\n=2+2",next');
  });

  it('keeps numbers (including negatives) and booleans unescaped', () => {
    expect(toCsv(['N', 'B'], [[-5, true]]).slice(1)).toBe('N,B\r\n-5,true');
  });

  it('round-trips quotes, commas, newlines and accents', () => {
    const rows = [['Dupont, "Jo"', 'ligne 1\nligne 2', 'Élodie Bélanger-Côté', null, undefined]];
    const parsed = parse(toCsv(['a', 'b', 'c', 'd', 'e'], rows));
    expect(parsed[1]).toEqual(['Dupont, "Jo"', 'ligne 1\nligne 2', 'Élodie Bélanger-Côté', '', '']);
  });

  it('writes only the header when there are no rows', () => {
    expect(parse(toCsv(['A', 'B'], []))).toEqual([['A', 'B']]);
  });

  it('writes the bytes papaparse’s unparse writes with the same rule, for every kind of cell', () => {
    const tricky = [
      '',
      ' lead',
      'trail ',
      'a,b',
      'say "hi"',
      'x\ny',
      'x\r\ny',
      '\uFEFFbom',
      '=1',
      '-2',
      '+3',
      '@a',
      '\tt',
    ];
    const values = [...tricky, 'Élodie', 0, -5, 1.5, true, false, null, undefined, new Date('2026-11-29T12:00:00Z')];
    const rows = values.map((v, i) => [v, values[(i + 3) % values.length], i]);
    rows.push(['short row']);
    const columns = ['Name, "quoted"', '=Header', 'N'];
    const papa = Papa.unparse({ fields: columns, data: rows }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
    expect(toCsv(columns, rows)).toBe(UTF8_BOM + papa);
  });

  it('writes an invalid date as a blank cell', () => {
    expect(toCsv(['D'], [[new Date('nope')]]).slice(1)).toBe('D\r\n');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a link with the file name and a blob URL holding the text', async () => {
    let blob: Blob | undefined;
    const create = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCsv('registrations-all-2026-11-22.csv', `${UTF8_BOM}A\r\né`);
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked.download).toBe('registrations-all-2026-11-22.csv');
    expect(clicked.href).toBe('blob:test');
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob!);
    });
    const bytes = new Uint8Array(buffer);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
  it('downloads the parts of a paged export as one file, in order, and a Blob as it is', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blobs.push(b);
        return 'blob:test';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const parts = [toCsv(['A'], [['x']]), '\r\ny', '\r\nz'];
    downloadCsv('users.csv', parts);
    const made = new Blob(['made'], { type: 'text/csv;charset=utf-8' });
    downloadCsv('made.csv', made);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    // (readAsText decodes UTF-8 and drops the byte order mark, checked byte by byte above)
    expect(text).toBe('A\r\nx\r\ny\r\nz');
    expect(blobs[1]).toBe(made);
  });
});

describe('csvTime: the one rule for a time in a CSV', () => {
  it.each([
    ['2026-07-01T03:30:00Z', '2026-06-30 23:30:00'],
    ['2026-01-15T17:00:00.123+00:00', '2026-01-15 12:00:00'],
    ['2026-11-01T06:30:00Z', '2026-11-01 01:30:00'],
    [null, ''],
    ['not a date', ''],
  ])('%s is %s on Toronto’s clock', (stamp, text) => expect(csvTime(stamp)).toBe(text));
});
