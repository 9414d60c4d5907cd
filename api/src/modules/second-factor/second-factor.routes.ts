import { idSchema } from '@rihla/shared/contracts/common';
import {
  recoveryCodesSchema,
  secondFactorConfirmSchema,
  secondFactorSetupSchema,
} from '@rihla/shared/contracts/second-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { findOperatorRow, toOperator } from '../operators/operators.service';
import { beginSetup, confirmSetup, resetSecondFactor } from './second-factor.service';
import { secondFactorKey, totpUri } from './totp';

const tags = ['account'];
const params = z.object({ id: idSchema });

/** Setting up one's own authenticator app, and an administrator's reset of someone else's. */
export async function secondFactorRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/account/second-factor/setup',
    { config: { access: 'session' }, schema: { tags, response: { 200: secondFactorSetupSchema } } },
    async (request) => {
      const { operator } = request.auth!;
      const secret = await beginSetup(app.db, operator.id, secondFactorKey(app.config));
      const otpauthUri = totpUri(secret, operator.email);
      return { secret, otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }) };
    },
  );

  app.post(
    '/account/second-factor/confirm',
    {
      config: { access: 'session' },
      schema: { tags, body: secondFactorConfirmSchema, response: { 200: recoveryCodesSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const operatorId = request.auth!.operator.id;
        const before = await findOperatorRow(tx, operatorId);
        const codes = await confirmSetup(tx, operatorId, request.body.code, secondFactorKey(app.config));
        const after = await findOperatorRow(tx, operatorId);
        await audit({
          entityType: 'operator',
          entityId: operatorId,
          action: 'update',
          before: before && toOperator(before),
          after: after && toOperator(after),
        });
        return { status: 200, body: { recoveryCodes: codes } };
      }),
  );

  app.post(
    '/operators/:id/second-factor/reset',
    { config: { access: 'operators:manage' }, schema: { tags: ['operators'], params } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const before = await findOperatorRow(tx, request.params.id, true);
        if (!before) throw notFound();
        await resetSecondFactor(tx, before.id);
        const after = await findOperatorRow(tx, before.id);
        await audit({
          entityType: 'operator',
          entityId: before.id,
          action: 'update',
          before: toOperator(before),
          after: after && toOperator(after),
        });
        return { status: 204 };
      }),
  );
}
