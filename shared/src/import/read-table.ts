import Papa from 'papaparse';

export type Table = string[][];

/** Cells as text: spreadsheets give numbers and dates, the checks read text like a CSV's. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** A CSV read in chunks (the page stays responsive on big files), progress as a 0-1 fraction. */
function readCsv(file: File, onProgress: (fraction: number) => void): Promise<Table> {
  return new Promise((resolve, reject) => {
    const rows: Table = [];
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunkSize: 64 * 1024,
      chunk: (results) => {
        for (const row of results.data) rows.push(row.map(cellText));
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => resolve(rows),
      error: (error) => reject(error),
    });
  });
}

async function readXlsx(file: File): Promise<Table> {
  // Loaded on demand: the spreadsheet reader is only needed by whoever imports an .xlsx.
  const { readSheet } = await import('read-excel-file/universal');
  const data = await readSheet(file);
  return data.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell !== ''));
}

export function isSpreadsheet(file: File): boolean {
  return /\.xlsx$/i.test(file.name);
}

/** The file's rows (header first); the byte-order mark some editors write is dropped. */
export async function readTable(file: File, onProgress: (fraction: number) => void): Promise<Table> {
  const table = isSpreadsheet(file) ? await readXlsx(file) : await readCsv(file, onProgress);
  const header = table[0];
  if (header?.[0]) header[0] = header[0].replace(/^\uFEFF/, '');
  onProgress(1);
  return table;
}
