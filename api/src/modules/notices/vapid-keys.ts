import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { AppConfig } from '../../config/env';
import { appMeta } from '../../db/meta.table';
import type { Database } from '../../db/types';

/** The key pair web push is signed with (VAPID, RFC 8292), base64url, and who push services may contact. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where the API keeps the pair it made itself when the settings give none. */
const KEPT_AT = 'web-push-vapid-keys';

type PushSettings = Pick<
  AppConfig,
  'WEB_PUSH_VAPID_PUBLIC_KEY' | 'WEB_PUSH_VAPID_PRIVATE_KEY' | 'WEB_PUSH_SUBJECT' | 'PUBLIC_URL'
>;

/**
 * The VAPID details of this installation: the settings' pair, or else the one kept in the database,
 * made by the first process that needed it (a second one racing it reads the first's: the insert
 * does nothing on conflict). Changing the pair ends every phone's subscription: browsers bind a
 * subscription to the key it was made with, so the app subscribes again with the new one.
 */
export async function vapidDetails(db: Database, config: PushSettings): Promise<VapidDetails> {
  const subject = config.WEB_PUSH_SUBJECT ?? config.PUBLIC_URL ?? 'mailto:no-reply@rihla.local';
  if (config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY) {
    return {
      publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY,
      privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY,
      subject,
    };
  }
  const read = async () => {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEPT_AT));
    return row ? (JSON.parse(row.value) as { publicKey: string; privateKey: string }) : null;
  };
  let kept = await read();
  if (!kept) {
    const made = webPush.generateVAPIDKeys();
    await db
      .insert(appMeta)
      .values({ key: KEPT_AT, value: JSON.stringify(made) })
      .onConflictDoNothing();
    kept = (await read())!;
  }
  return { ...kept, subject };
}

/** `vapidDetails` read once per process (the settings do not change while it runs). */
export function vapidDetailsOnce(db: Database, config: PushSettings): () => Promise<VapidDetails> {
  let details: Promise<VapidDetails> | null = null;
  return () => {
    details ??= vapidDetails(db, config).catch((error: unknown) => {
      details = null;
      throw error;
    });
    return details;
  };
}
