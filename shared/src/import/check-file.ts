import { IMPORT_ROWS_MAX } from '../contracts/student-import';
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

export type FileProblem = 'tooLarge' | 'notSpreadsheet' | 'notText' | 'unpacksTooLarge' | 'tooManyRows';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** A worksheet of the workbook, whose rows are counted while it is unpacked. */
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** The end-of-directory record: 22 bytes and a comment of up to 65 535. */
const END_RECORD_MAX = 22 + 0xffff;

interface ZipEntry {
  name: string;
  method: number;
  /** Where the entry's local header starts, and what the directory says it packs and unpacks to. */
  offset: number;
  packedSize: number;
  declaredSize: number;
}

/**
 * The zip archive's entries, from its central directory at the end of the file, without
 * unpacking anything; null when the file has no readable directory. A ZIP64 size (more than
 * 4 GB) counts as infinite.
 */
async function zipEntries(file: File): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, file.size - END_RECORD_MAX);
  const tail = new DataView(await file.slice(tailStart).arrayBuffer());
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0 && end < 0; at--) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) end = at;
  }
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const directorySize = tail.getUint32(end + 12, true);
  const directoryStart = tail.getUint32(end + 16, true);
  if (directoryStart + directorySize > file.size) return null;
  const directory = new DataView(
    await file.slice(directoryStart, directoryStart + directorySize).arrayBuffer(),
  );
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = directory.getUint32(at + 24, true);
    const nameLength = directory.getUint16(at + 28, true);
    entries.push({
      name: names.decode(new Uint8Array(directory.buffer, at + 46, nameLength)),
      method: directory.getUint16(at + 10, true),
      offset: directory.getUint32(at + 42, true),
      packedSize: directory.getUint32(at + 20, true),
      declaredSize: size === 0xffffffff ? Number.POSITIVE_INFINITY : size,
    });
    at += 46 + nameLength + directory.getUint16(at + 30, true) + directory.getUint16(at + 32, true);
  }
  return entries;
}

/** Counts `<row` in a worksheet's XML as it streams by, a tag cut between two chunks included. */
function rowCounter() {
  const decoder = new TextDecoder();
  let carry = '';
  let rows = 0;
  return {
    add(chunk: Uint8Array) {
      const text = carry + decoder.decode(chunk, { stream: true });
      rows += text.match(/<row[\s>]/g)?.length ?? 0;
      carry = text.slice(-4);
      // A tag found in the carried tail must not be counted twice.
      if (/<row[\s>]/.test(carry)) carry = '';
    },
    get rows() {
      return rows;
    },
  };
}

function streamOf<T>(chunk: T): ReadableStream<T> {
  return new ReadableStream<T>({
    start(controller) {
      controller.enqueue(chunk);
      controller.close();
    },
  });
}

/**
 * Unpacks the workbook as a stream, without keeping it, to learn what it really holds: a
 * directory can lie about sizes, so the bytes that come out are counted and unpacking stops at
 * IMPORT_UNPACKED_MAX_BYTES. The rows of every worksheet are counted on the way (a header row and
 * IMPORT_ROWS_MAX rows at most), before any sheet is parsed.
 */
async function inspectWorkbook(file: File, entries: ZipEntry[]): Promise<FileProblem | null> {
  let unpacked = 0;
  for (const entry of entries) {
    const local = new DataView(await file.slice(entry.offset, entry.offset + 30).arrayBuffer());
    if (local.byteLength < 30 || local.getUint32(0, true) !== LOCAL_ENTRY) return 'notSpreadsheet';
    const dataStart = entry.offset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
    if (entry.method !== STORED && entry.method !== DEFLATED) return 'notSpreadsheet';
    // The packed bytes are at most the file's 5 MB; what they unpack to is only ever streamed.
    const packedBytes = new Uint8Array(
      await file.slice(dataStart, dataStart + entry.packedSize).arrayBuffer(),
    );
    const bytes: ReadableStream<Uint8Array> =
      entry.method === DEFLATED
        ? streamOf<BufferSource>(packedBytes).pipeThrough(new DecompressionStream('deflate-raw'))
        : streamOf(packedBytes);
    const rows = WORKSHEET.test(entry.name) ? rowCounter() : null;
    const reader = bytes.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        unpacked += value.byteLength;
        if (unpacked > IMPORT_UNPACKED_MAX_BYTES) return 'unpacksTooLarge';
        rows?.add(value);
        if (rows && rows.rows > IMPORT_ROWS_MAX + 1) return 'tooManyRows';
      }
    } catch {
      return 'notSpreadsheet';
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }
  return null;
}

/**
 * Checks a chosen file by its size and its content, not by its name alone: an .xlsx must be a zip
 * archive (the workbook format) that unpacks to no more than IMPORT_UNPACKED_MAX_BYTES, with no
 * more rows than an import takes; a CSV must be UTF-8 text. Returns what is wrong, or null.
 */
export async function checkImportFile(file: File): Promise<FileProblem | null> {
  if (file.size > IMPORT_FILE_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (isSpreadsheet(file)) {
    const zipSignature = [0x50, 0x4b, 0x03, 0x04];
    if (!zipSignature.every((byte, index) => head[index] === byte)) return 'notSpreadsheet';
    const entries = await zipEntries(file);
    if (entries === null) return 'notSpreadsheet';
    // What the directory declares is checked first: nothing is unpacked for an honest bomb.
    const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
    if (declared > IMPORT_UNPACKED_MAX_BYTES) return 'unpacksTooLarge';
    return inspectWorkbook(file, entries);
  }
  if (head.includes(0)) return 'notText';
  // The whole file (at most IMPORT_FILE_MAX_BYTES): a byte that is not UTF-8 anywhere would
  // otherwise be read as U+FFFD and stored in a name.
  const bytes = file.size > SNIFF_BYTES ? new Uint8Array(await file.arrayBuffer()) : head;
  if (bytes !== head && bytes.includes(0)) return 'notText';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'notText';
  }
  return null;
}
