import {
  alertOperatorSchema,
  alertRuleInputSchema,
  alertRuleParamsSchema,
  alertRuleSchema,
} from '@rihla/shared/contracts/alert-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mutate } from '../../lib/mutate';
import { findAlertRule, listAlertOperators, listAlertRules, saveAlertRule } from './alert-rules.service';

const tags = ['alert-rules'];

/**
 * The company's alert rules (ADR 0063): trip readers see them (the alert centre names the rule of
 * each alert) and the operators an alert may be assigned to; administrators change the rules, like
 * the company's other settings.
 */
export async function alertRulesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/alert-rules',
    { config: { access: 'trips:read' }, schema: { tags, response: { 200: z.array(alertRuleSchema) } } },
    () => listAlertRules(app.db),
  );
  app.get(
    '/alert-operators',
    {
      config: { access: 'trips:read' },
      schema: { tags, response: { 200: z.array(alertOperatorSchema) } },
    },
    () => listAlertOperators(app.db),
  );
  app.get(
    '/alert-rules/:type',
    {
      config: { access: 'trips:read' },
      schema: { tags, params: alertRuleParamsSchema, response: { 200: alertRuleSchema } },
    },
    (request) => findAlertRule(app.db, request.params.type),
  );
  app.put(
    '/alert-rules/:type',
    {
      config: { access: 'operators:manage' },
      schema: {
        tags,
        params: alertRuleParamsSchema,
        body: alertRuleInputSchema,
        response: { 200: alertRuleSchema },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { type } = request.params;
        const { before, after } = await saveAlertRule(tx, type, request.body, new Date());
        await audit({
          entityType: 'alert-rule',
          entityId: type,
          action: before.version === 0 ? 'create' : 'update',
          before: before.version === 0 ? null : before,
          after,
        });
        return { status: 200, body: after };
      }),
  );
}
