import { IDEMPOTENCY_HEADER } from '@rihla/shared/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/idempotency.table';
import type { Database } from '../db/types';
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

interface Outcome extends MutationResult {
  replayed: boolean;
}

/**
 * A claim left with no answer: only a stepped mutation (`mutateInSteps`) commits one, and its
 * process died before answering. A repeat then runs afresh instead of waiting forever; until then
 * it gets 409 with Retry-After. Not sooner: a dead import's staged rows are undone by the next
 * import only once they are this old (ADR 0036), so an earlier repeat could publish them twice.
 */
const ABANDONED_CLAIM_MS = 15 * 60_000;

/**
 * Claims `key` for this request, or answers what a repeat gets: the stored answer (replayed), 422
 * for another request under the same key, 409 while the first still runs.
 */
async function claimKey(
  tx: Database,
  operatorId: string,
  key: string,
  requestHash: string,
): Promise<Outcome | null> {
  const where = and(eq(idempotencyKeys.operatorId, operatorId), eq(idempotencyKeys.key, key));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ operatorId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [stored] = await tx.select().from(idempotencyKeys).where(where);
  const age = stored ? Date.now() - stored.createdAt.getTime() : Number.POSITIVE_INFINITY;
  const abandoned = stored?.status === null && age > ABANDONED_CLAIM_MS;
  if (stored && age < IDEMPOTENCY_TTL_MS && !abandoned) {
    if (stored.requestHash !== requestHash) throw new HttpProblem(422, 'idempotency.mismatch');
    if (stored.status === null) {
      // Still running, or its process died: either way a repeat may run once the claim is abandoned.
      const retryAfter = Math.max(1, Math.ceil((ABANDONED_CLAIM_MS - age) / 1000));
      throw new HttpProblem(409, 'idempotency.inProgress', [], { 'retry-after': String(retryAfter) });
    }
    if (stored.status === SECRET_WITHHELD) throw new HttpProblem(410, 'idempotency.secretShownOnce');
    return { status: stored.status, body: stored.body ?? undefined, replayed: true };
  }
  // An expired (or abandoned) key starts afresh.
  await tx
    .update(idempotencyKeys)
    .set({ requestHash, status: null, body: null, createdAt: new Date() })
    .where(where);
  return null;
}

async function storeAnswer(tx: Database, operatorId: string, key: string, result: MutationResult) {
  await tx
    .update(idempotencyKeys)
    .set(
      result.secret
        ? { status: SECRET_WITHHELD, body: null }
        : { status: result.status, body: result.body ?? null },
    )
    .where(and(eq(idempotencyKeys.operatorId, operatorId), eq(idempotencyKeys.key, key)));
}

async function send(reply: FastifyReply, outcome: Outcome): Promise<void> {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(outcome.status);
  await (outcome.body === undefined ? reply.send() : reply.send(outcome.body));
}

const requestHashOf = (request: FastifyRequest) =>
  sha256(`${request.method} ${request.url}\n${canonicalJson(request.body)}`);

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
  const requestHash = requestHashOf(request);

  const outcome = await request.server.db.transaction(async (tx): Promise<Outcome> => {
    if (key && operatorId) {
      const replay = await claimKey(tx, operatorId, key, requestHash);
      if (replay) return replay;
      const result = await work(tx, (record) => writeAudit(tx, request, record));
      await storeAnswer(tx, operatorId, key, result);
      return { ...result, replayed: false };
    }
    const result = await work(tx, (record) => writeAudit(tx, request, record));
    return { ...result, replayed: false };
  });
  await send(reply, outcome);
}

/**
 * A change too long for one transaction (a bulk import): `work` commits in short steps of its own
 * and must undo them itself when it fails. The Idempotency-Key is claimed first in one short
 * transaction, so a repeat replays the answer, or gets 409 while the first runs; a failure
 * releases the claim so the request can be sent again.
 */
export async function mutateInSteps(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<MutationResult>,
): Promise<void> {
  const key = idempotencyKeyOf(request);
  const operatorId = request.auth?.operator.id;
  if (!key || !operatorId) return send(reply, { ...(await work()), replayed: false });
  const { db } = request.server;
  const replay = await db.transaction((tx) => claimKey(tx, operatorId, key, requestHashOf(request)));
  if (replay) return send(reply, replay);
  let result: MutationResult;
  try {
    result = await work();
  } catch (error) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.operatorId, operatorId), eq(idempotencyKeys.key, key)));
    throw error;
  }
  await storeAnswer(db, operatorId, key, result);
  await send(reply, { ...result, replayed: false });
}
