import { isSpreadsheet } from './read-table';

/** A file larger than this is refused before it is read (10 000 rows of CSV are about 1.5 MB). */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** How much of a CSV is checked for being text before it is parsed. */
const SNIFF_BYTES = 64 * 1024;

export type FileProblem = 'tooLarge' | 'notSpreadsheet' | 'notText';

/**
 * Checks a chosen file by its size and its content, not by its name alone: an .xlsx must be a zip
 * archive (the workbook format), a CSV must be UTF-8 text. Returns what is wrong, or null.
 */
export async function checkImportFile(file: File): Promise<FileProblem | null> {
  if (file.size > IMPORT_FILE_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (isSpreadsheet(file)) {
    const zipSignature = [0x50, 0x4b, 0x03, 0x04];
    return zipSignature.every((byte, index) => head[index] === byte) ? null : 'notSpreadsheet';
  }
  if (head.includes(0)) return 'notText';
  // A multi-byte character cut at the sniff boundary is not an error (`stream` keeps it pending).
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: file.size > SNIFF_BYTES });
  } catch {
    return 'notText';
  }
  return null;
}
