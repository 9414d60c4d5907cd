import type { NoticeChannel } from '@rihla/shared/contracts/notices';

/** A file an e-mail carries (an invoice's PDF), or an image its HTML part shows by `cid` (the logo). */
export interface NoticeAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** What a channel is handed: one notice, already rendered in the parent's language. */
export interface OutgoingNotice {
  id: string;
  channel: NoticeChannel;
  address: string;
  language: string;
  subject: string;
  body: string;
  /** The parent it is for (push finds the parent's phones by it). */
  parentId?: string | null;
  /** Safety notices (a child on the road) are pushed as urgent and kept a shorter time. */
  safety?: boolean;
  createdAt?: Date;
  /** E-mail only: what the notice's producer attaches (see DeliveryOptions.attachmentsOf). */
  attachments?: NoticeAttachment[];
}

/** Hands a notice to its provider; rejects with the provider's reason when it is not taken. */
export type SendNotice = (notice: OutgoingNotice) => Promise<void>;

/** The channels this process can send on; a missing one leaves its notices "not sent: no channel configured". */
export type Channels = Partial<Record<NoticeChannel, SendNotice>>;

/**
 * A channel's answer that nothing can reach the recipient on it (a parent with no phone left for
 * push): the notice is kept "not sent" with this reason instead of being retried.
 */
export class NoticeUnreachable extends Error {}
