import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { IMPORT_ROWS_MAX } from '../contracts/student-import';
import { checkImportFile, IMPORT_FILE_MAX_BYTES, IMPORT_UNPACKED_MAX_BYTES } from './check-file';

describe('import file checks', () => {
  it('takes a UTF-8 CSV (Arabic too) and a real xlsx workbook', async () => {
    const csv = new File(['\uFEFFnameAr,nameEn\r\nسارة خالد,Sarah Khalid\r\n'], 'students.csv');
    expect(await checkImportFile(csv)).toBeNull();
    const xlsx = new File([readFileSync(join(__dirname, 'fixtures/students.xlsx'))], 'students.xlsx');
    expect(await checkImportFile(xlsx)).toBeNull();
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = new File([new Uint8Array(IMPORT_FILE_MAX_BYTES + 1)], 'students.csv');
    expect(await checkImportFile(big)).toBe('tooLarge');
  });

  it('refuses by content: an .xlsx that is no workbook, a .csv that is binary or not UTF-8', async () => {
    expect(await checkImportFile(new File(['nameAr,nameEn\r\n'], 'renamed.xlsx'))).toBe('notSpreadsheet');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await checkImportFile(new File([png], 'photo.csv'))).toBe('notText');
    const windows1256 = new Uint8Array([0xd3, 0xc7, 0xd1, 0xc9, 0x2c, 0x31]);
    expect(await checkImportFile(new File([windows1256], 'students.csv'))).toBe('notText');
  });

  it('reads the whole CSV: a byte that is not UTF-8 far past the start is refused too, not read as U+FFFD', async () => {
    const rows = 'nameAr,nameEn\r\n'.padEnd(100 * 1024, 'a');
    const late = new Uint8Array([...new TextEncoder().encode(rows), 0xd3, 0xc7, 0x2c, 0x31]);
    expect(await checkImportFile(new File([late], 'students.csv'))).toBe('notText');
    const lateNul = new Uint8Array([...new TextEncoder().encode(rows), 0]);
    expect(await checkImportFile(new File([lateNul], 'students.csv'))).toBe('notText');
    const arabic = new TextEncoder().encode(`${rows}سارة`);
    expect(await checkImportFile(new File([arabic], 'students.csv'))).toBeNull();
  });
});

/**
 * A zip archive of deflated entries, written the way spreadsheet programs write a workbook; an
 * entry's `claims` is the unpacked size its headers state instead of the real one (a lying bomb).
 */
function zipOf(entries: { name: string; content: Buffer; claims?: number }[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content, claims = content.length } of entries) {
    const packed = deflateRawSync(content);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(claims, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(claims, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  const bytes = Buffer.concat([...locals, directoryBytes, end]);
  // A copy on an ArrayBuffer of its own: what a File is made of.
  const archive = new Uint8Array(bytes.length);
  archive.set(bytes);
  return archive;
}

describe('workbook zip bombs', () => {
  it('refuses a small workbook that unpacks to more than the limit, before reading it', async () => {
    // 30 MB of one repeated row per sheet, twice: a few dozen kB packed, 60 MB unpacked.
    const sheet = Buffer.alloc(30 * 1024 * 1024, '<row><c><v>1</v></c></row>');
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', content: sheet },
      { name: 'xl/worksheets/sheet2.xml', content: sheet },
    ]);
    expect(bomb.length).toBeLessThan(IMPORT_FILE_MAX_BYTES);
    expect(await checkImportFile(new File([bomb], 'students.xlsx'))).toBe('unpacksTooLarge');
  });

  it('takes a workbook under the limit, and refuses a zip whose directory cannot be read', async () => {
    const small = zipOf([
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(IMPORT_UNPACKED_MAX_BYTES / 2) },
    ]);
    expect(await checkImportFile(new File([small], 'students.xlsx'))).toBeNull();
    const cut = small.slice(0, small.length - 30);
    expect(await checkImportFile(new File([cut], 'students.xlsx'))).toBe('notSpreadsheet');
  });

  it('refuses a workbook whose directory lies about its sizes, unpacking no more than the limit', async () => {
    // One wide row: it is the unpacked size that gives it away, not the row count.
    const sheet = Buffer.alloc(60 * 1024 * 1024, '<c><v>1</v></c>');
    const liar = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: sheet, claims: 4_096 }]);
    expect(liar.length).toBeLessThan(IMPORT_FILE_MAX_BYTES);
    expect(await checkImportFile(new File([liar], 'students.xlsx'))).toBe('unpacksTooLarge');
  });
});

describe('workbook rows', () => {
  const sheetOf = (rows: number) =>
    Buffer.from(
      `<worksheet><sheetData>${Array.from(
        { length: rows },
        (_, i) => `<row r="${i + 1}"><c t="inlineStr"><is><t>طالب ${i}</t></is></c></row>`,
      ).join('')}</sheetData></worksheet>`,
    );

  it('counts the rows of every sheet before any is parsed: a header and the most an import takes', async () => {
    const full = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: sheetOf(IMPORT_ROWS_MAX + 1) }]);
    expect(await checkImportFile(new File([full], 'students.xlsx'))).toBeNull();
    const over = zipOf([
      { name: 'xl/sharedStrings.xml', content: Buffer.from('<sst><si><t>row</t></si></sst>') },
      { name: 'xl/worksheets/sheet1.xml', content: sheetOf(IMPORT_ROWS_MAX + 2) },
    ]);
    expect(await checkImportFile(new File([over], 'students.xlsx'))).toBe('tooManyRows');
  });
});
