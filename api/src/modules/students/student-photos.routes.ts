import { studentPhotoInputSchema, studentPhotoSchema } from '@rihla/shared/contracts/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import {
  checkedPhoto,
  findPhoto,
  photoMeta,
  removePhoto,
  savePhoto,
  sendPhoto,
} from './student-photos.service';
import { findStudent } from './students.service';

/** The data URL of a 2 MB image, with room for its prefix. */
const PHOTO_BODY_LIMIT = 3 * 1024 * 1024;

/** A student's photo (issue #34, ADR 0069): set, shown and removed from the student's page. */
export async function studentPhotosRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['students'];

  app.get(
    '/students/:id/photo',
    { config: { access: 'students:read' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const photo = await findPhoto(app.db, request.params.id);
      if (photo) return sendPhoto(reply, photo);
      // A student without a photo is an answer, not an error (the page asks for every student).
      if (!(await findStudent(app.db, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.put(
    '/students/:id/photo',
    {
      config: { access: 'families:write' },
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        params: idParams,
        body: studentPhotoInputSchema,
        response: { 200: studentPhotoSchema },
      },
    },
    (request, reply) => {
      const photo = checkedPhoto(request.body.image);
      return mutate(request, reply, async (tx, audit) => {
        if (!(await findStudent(tx, request.params.id))) throw notFound();
        const { before, after } = await savePhoto(tx, request.params.id, photo, actorOf(request)?.id ?? null);
        await audit({
          entityType: 'student',
          entityId: request.params.id,
          action: 'update',
          before: before ? { photo: photoMeta(before) } : null,
          after: { photo: photoMeta(after) },
        });
        return { status: 200, body: photoMeta(after) };
      });
    },
  );

  app.delete(
    '/students/:id/photo',
    { config: { access: 'families:write' }, schema: { tags, params: idParams } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const removed = await removePhoto(tx, request.params.id);
        if (!removed) throw notFound();
        await audit({
          entityType: 'student',
          entityId: request.params.id,
          action: 'update',
          before: { photo: photoMeta(removed) },
          after: null,
        });
        return { status: 204 };
      }),
  );
}
