import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkImportFile, IMPORT_FILE_MAX_BYTES } from './check-file';

describe('import file checks', () => {
  it('takes a UTF-8 CSV (Arabic too) and a real xlsx workbook', async () => {
    const csv = new File(['\uFEFFnameAr,nameEn\r\nسارة خالد,Sarah Khalid\r\n'], 'students.csv');
    expect(await checkImportFile(csv)).toBeNull();
    const xlsx = new File([readFileSync(join(__dirname, '../../../test/students.xlsx'))], 'students.xlsx');
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
});
