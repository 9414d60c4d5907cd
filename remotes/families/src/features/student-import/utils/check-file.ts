import { isSpreadsheet } from './read-table';

/** A file larger than this is refused before it is read (10 000 rows of CSV are about 1.5 MB). */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most a workbook may unpack to: a sheet of 10 000 students is about 5 MB of XML. A zip bomb
 * (300 MB from 309 kB) hung the reader and a larger one crashed the tab.
 */
export const IMPORT_UNPACKED_MAX_BYTES = 50 * 1024 * 1024;

/** How much of a CSV is checked for being text before it is parsed. */
const SNIFF_BYTES = 64 * 1024;

export type FileProblem = 'tooLarge' | 'notSpreadsheet' | 'notText' | 'unpacksTooLarge';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end-of-directory record: 22 bytes and a comment of up to 65 535. */
const END_RECORD_MAX = 22 + 0xffff;

/**
 * What the zip archive's entries unpack to, added up from its central directory at the end of the
 * file, without unpacking anything; null when the file has no readable directory. A ZIP64 size
 * (more than 4 GB) counts as infinite.
 */
async function unpackedBytes(file: File): Promise<number | null> {
  const tailStart = Math.max(0, file.size - END_RECORD_MAX);
  const tail = new DataView(await file.slice(tailStart).arrayBuffer());
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0 && end < 0; at--) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) end = at;
  }
  if (end < 0) return null;
  const entries = tail.getUint16(end + 10, true);
  const directorySize = tail.getUint32(end + 12, true);
  const directoryStart = tail.getUint32(end + 16, true);
  if (directoryStart + directorySize > file.size) return null;
  const directory = new DataView(
    await file.slice(directoryStart, directoryStart + directorySize).arrayBuffer(),
  );
  let total = 0;
  let at = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = directory.getUint32(at + 24, true);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at +=
      46 +
      directory.getUint16(at + 28, true) +
      directory.getUint16(at + 30, true) +
      directory.getUint16(at + 32, true);
  }
  return total;
}

/**
 * Checks a chosen file by its size and its content, not by its name alone: an .xlsx must be a zip
 * archive (the workbook format) that unpacks to no more than IMPORT_UNPACKED_MAX_BYTES, a CSV must
 * be UTF-8 text. Returns what is wrong, or null.
 */
export async function checkImportFile(file: File): Promise<FileProblem | null> {
  if (file.size > IMPORT_FILE_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (isSpreadsheet(file)) {
    const zipSignature = [0x50, 0x4b, 0x03, 0x04];
    if (!zipSignature.every((byte, index) => head[index] === byte)) return 'notSpreadsheet';
    const unpacked = await unpackedBytes(file);
    if (unpacked === null) return 'notSpreadsheet';
    return unpacked > IMPORT_UNPACKED_MAX_BYTES ? 'unpacksTooLarge' : null;
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
