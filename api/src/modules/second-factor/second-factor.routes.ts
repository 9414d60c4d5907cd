import { idSchema } from '@rihla/shared/contracts/common';
import {
  recoveryCodesSchema,
  secondFactorCodeSchema,
  secondFactorConfirmSchema,
  secondFactorSetupSchema,
} from '@rihla/shared/contracts/second-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { findOperatorRow, toOperator } from '../operators/operators.service';
import { type PublicLimit, takePublicHit } from '../public/public-limit';
import { recoveryCodesLeft } from './recovery-codes';
import {
  beginSetup,
  confirmSetup,
  regenerateRecoveryCodes,
  resetSecondFactor,
  turnOffOwnSecondFactor,
} from './second-factor.service';
import { secondFactorKey, totpUri } from './totp';

const tags = ['account'];

/**
 * Codes an open session may try when it asks for new recovery codes or turns its factor off: a
 * stolen session must not guess its way past the second factor (a person needs one or two tries).
 */
export const OWN_CODE_CHECKS: PublicLimit = {
  bucket: 'second-factor-check',
  max: 10,
  windowMs: 15 * 60_000,
  code: 'auth.codeRateLimited',
};
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

  /** The operator as audited here: the account and how many recovery codes it still has. */
  const snapshotOf = async (tx: Database, operatorId: string) => {
    const row = await findOperatorRow(tx, operatorId);
    return row && { ...toOperator(row), recoveryCodesLeft: await recoveryCodesLeft(tx, operatorId) };
  };

  app.post(
    '/account/second-factor/recovery-codes',
    {
      config: { access: 'session' },
      schema: { tags, body: secondFactorCodeSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request, reply) => {
      await takePublicHit(app.db, OWN_CODE_CHECKS, `operator:${request.auth!.operator.id}`);
      return mutate(request, reply, async (tx, audit) => {
        const operatorId = request.auth!.operator.id;
        const before = await snapshotOf(tx, operatorId);
        const codes = await regenerateRecoveryCodes(
          tx,
          operatorId,
          request.body.code,
          secondFactorKey(app.config),
        );
        const after = await snapshotOf(tx, operatorId);
        await audit({ entityType: 'operator', entityId: operatorId, action: 'update', before, after });
        return { status: 200, body: { recoveryCodes: codes } };
      });
    },
  );

  app.post(
    '/account/second-factor/turn-off',
    { config: { access: 'session' }, schema: { tags, body: secondFactorCodeSchema } },
    async (request, reply) => {
      const { operator } = request.auth!;
      await takePublicHit(app.db, OWN_CODE_CHECKS, `operator:${operator.id}`);
      return mutate(request, reply, async (tx, audit) => {
        const before = await snapshotOf(tx, operator.id);
        await turnOffOwnSecondFactor(tx, operator, request.body.code, secondFactorKey(app.config));
        const after = await snapshotOf(tx, operator.id);
        await audit({ entityType: 'operator', entityId: operator.id, action: 'update', before, after });
        return { status: 204 };
      });
    },
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
