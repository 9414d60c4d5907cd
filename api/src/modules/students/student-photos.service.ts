import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  PHOTO_MIN_SIDE,
  type StudentPhoto,
} from '@rihla/shared/contracts/students';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { readImageHeader } from './photo-image';
import { studentPhotos } from './students.table';

type PhotoRow = typeof studentPhotos.$inferSelect;

const refused = (code: string) => new HttpProblem(400, 'validation', [{ path: 'image', code }]);

/** The upload's bytes, checked: an image by its magic bytes, at most 2 MB, 64 to 512 pixels a side. */
export function checkedPhoto(dataUrl: string) {
  const image = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (image.length > PHOTO_MAX_BYTES) throw refused('families.photoTooLarge');
  const header = readImageHeader(image);
  if (!header) throw refused('families.photoNotAnImage');
  const fits = (side: number) => side >= PHOTO_MIN_SIDE && side <= PHOTO_MAX_SIDE;
  if (!fits(header.width) || !fits(header.height)) throw refused('families.photoDimensions');
  return { image, ...header, bytes: image.length };
}

/** What the console shows of a photo (the bytes travel apart, from the photo's own endpoint). */
export const photoMeta = ({ type, width, height, bytes, updatedAt }: PhotoRow): StudentPhoto => ({
  type,
  width,
  height,
  bytes,
  updatedAt: updatedAt.toISOString(),
});

export async function findPhoto(db: Database, studentId: string): Promise<PhotoRow | null> {
  const [row] = await db.select().from(studentPhotos).where(eq(studentPhotos.studentId, studentId));
  return row ?? null;
}

/** Sets (or replaces) the student's photo; answers the one it replaced, if any. */
export async function savePhoto(
  tx: Database,
  studentId: string,
  photo: ReturnType<typeof checkedPhoto>,
  operatorId: string | null,
): Promise<{ before: PhotoRow | null; after: PhotoRow }> {
  const before = await findPhoto(tx, studentId);
  const values = { ...photo, updatedAt: new Date(), updatedBy: operatorId };
  const [after] = await tx
    .insert(studentPhotos)
    .values({ studentId, ...values })
    .onConflictDoUpdate({ target: studentPhotos.studentId, set: values })
    .returning();
  return { before, after: after! };
}

export async function removePhoto(tx: Database, studentId: string): Promise<PhotoRow | null> {
  const [removed] = await tx.delete(studentPhotos).where(eq(studentPhotos.studentId, studentId)).returning();
  return removed ?? null;
}

/** Sends a stored photo's bytes; only to whoever may see it, and never kept by a shared cache. */
export function sendPhoto(reply: FastifyReply, photo: { image: Buffer; type: string }) {
  return reply
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .type(photo.type)
    .send(photo.image);
}
