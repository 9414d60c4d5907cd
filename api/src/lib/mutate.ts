import { IDEMPOTENCY_HEADER } from '@rihla/shared/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { idempotencyKeys } from '../modules/idempotency/idempotency.table';
import { type AuditRecord, writeAudit } from './audit';
import { HttpProblem } from './problem';
import { sha256 } from './tokens';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface MutationResult {
  status: number;
  body?: unknown;
  /** The body holds a secret shown once (a device token): it is sent, never kept for a replay. */
  secret?: boolean;
}

/**
 * The stored status of an answer that held a secret: its body is not kept, so a repeat of the
 * request gets 410 (the secret was issued, and only a new one can be shown).
 */
const SECRET_WITHHELD = 410;

export type Audit = (record: AuditRecord) => Promise<void>;

/** Key order must not matter: `{a,b}` and `{b,a}` are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw new HttpProblem(400, 'validation', [{ path: 'Idempotency-Key', code: 'validation.invalid' }]);
  }
  return raw;
}

/**
 * The one way to change data. The entity write, its audit rows and the Idempotency-Key's stored
 * answer commit in ONE transaction: a killed process leaves all or nothing, and a repeated key
 * either replays the committed answer or (while the first is still running) waits for it on the
 * primary-key lock, then replays it.
 */
export async function mutate(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Database, audit: Audit) => Promise<MutationResult>,
  /** Whose keys these are when there is no session (the public form's callers), as a uuid. */
  anonymousKeyOwner?: string,
): Promise<void> {
  const key = idempotencyKeyOf(request);
  const operatorId = request.auth?.operator.id ?? anonymousKeyOwner;
  const requestHash = sha256(`${request.method} ${request.url}\n${canonicalJson(request.body)}`);

  const outcome = await request.server.db.transaction(async (tx) => {
    if (key && operatorId) {
      const where = and(eq(idempotencyKeys.operatorId, operatorId), eq(idempotencyKeys.key, key));
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ operatorId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [stored] = await tx.select().from(idempotencyKeys).where(where);
        if (stored && Date.now() - stored.createdAt.getTime() < IDEMPOTENCY_TTL_MS) {
          if (stored.requestHash !== requestHash) throw new HttpProblem(422, 'idempotency.mismatch');
          if (stored.status === null) throw new HttpProblem(409, 'idempotency.inProgress');
          if (stored.status === SECRET_WITHHELD) throw new HttpProblem(410, 'idempotency.secretShownOnce');
          return { status: stored.status, body: stored.body ?? undefined, replayed: true };
        }
        // An expired key starts afresh.
        await tx
          .update(idempotencyKeys)
          .set({ requestHash, status: null, body: null, createdAt: new Date() })
          .where(where);
      }
      const result = await work(tx, (record) => writeAudit(tx, request, record));
      await tx
        .update(idempotencyKeys)
        .set(
          result.secret
            ? { status: SECRET_WITHHELD, body: null }
            : { status: result.status, body: result.body ?? null },
        )
        .where(where);
      return { ...result, replayed: false };
    }
    const result = await work(tx, (record) => writeAudit(tx, request, record));
    return { ...result, replayed: false };
  });

  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(outcome.status);
  await (outcome.body === undefined ? reply.send() : reply.send(outcome.body));
}
