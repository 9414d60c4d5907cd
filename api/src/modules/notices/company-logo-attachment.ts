import type { Database } from '../../db/types';
import { getCompany } from '../company/company.service';
import type { NoticeAttachment } from './channels/channel';
import { hasLetterhead, LOGO_CID } from './notice-html';

const DATA_URL = /^data:(image\/(png|jpeg|webp));base64,(.+)$/;

/**
 * The company's logo (settings > company, a data URL) as an inline image of every signed e-mail,
 * so its letterhead shows it: mail clients block images written into the HTML as data URLs, not
 * ones the message carries. Nothing for an unsigned e-mail (an operator's alert or report).
 */
export function companyLogoAttachments(db: Database) {
  return async (notice: { body: string }): Promise<NoticeAttachment[]> => {
    if (!hasLetterhead(notice.body)) return [];
    const match = DATA_URL.exec((await getCompany(db)).logo ?? '');
    if (!match) return [];
    const [, contentType, extension, base64] = match as unknown as [string, string, string, string];
    return [
      {
        filename: `logo.${extension === 'jpeg' ? 'jpg' : extension}`,
        contentType,
        content: Buffer.from(base64, 'base64'),
        cid: LOGO_CID,
      },
    ];
  };
}
