import { escapeHtml } from '../../lib/escape-html';

/** Where `emailSignature` starts: the last "-- " line, as plain-text mail has it. */
const SIGNATURE = '\n\n--\n';

/** The Content-ID of the company's logo, attached inline to an e-mail that carries a letterhead. */
export const LOGO_CID = 'company-logo@rihla';

/** The e-mail is signed by the company, so its HTML part has a letterhead (where a logo goes). */
export const hasLetterhead = (body: string) => body.includes(SIGNATURE);

const URL_PATTERN = /https?:\/\/[^\s<>"']+|\/(?:en\/)?t\/[A-Za-z0-9_-]{43}/g;

/** A paragraph of the notice: its lines kept, its addresses made links (the trip link above all). */
function paragraph(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" dir="ltr" style="color:#0b5cad">${url}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(last));
  return `<p style="margin:0 0 12px">${html.replaceAll('\n', '<br>')}</p>`;
}

/** A line of the footer, its phone number kept left to right inside Arabic text. */
const contactLine = (line: string) =>
  escapeHtml(line).replace(/\+?\d[\d ]{5,}\d/g, (phone) => `<span dir="ltr">${phone}</span>`);

/**
 * The HTML part of a parent's e-mail, beside its plain text (which stays the notice's body): the
 * text's paragraphs right-to-left for Arabic, links clickable, and the company's signature drawn
 * as a letterhead (its logo when attached as LOGO_CID, and its name, at the top) and a footer (its
 * address and phone). Built from the same rendered text, so an operator's edited template needs no
 * HTML of its own.
 */
export function noticeHtml(body: string, language: string, withLogo = false): string {
  const at = body.lastIndexOf(SIGNATURE);
  const text = at === -1 ? body : body.slice(0, at);
  const signature =
    at === -1
      ? []
      : body
          .slice(at + SIGNATURE.length)
          .split('\n')
          .filter(Boolean);
  const [company, ...contact] = signature;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const logo = withLogo
    ? `<img src="cid:${LOGO_CID}" alt="" style="display:block;max-height:56px;max-width:200px;margin-block-end:8px">`
    : '';
  const letterhead = company
    ? `<div style="border-block-end:3px solid #0b5cad;padding-block-end:8px;margin-block-end:16px;font-size:18px;font-weight:700">${logo}${escapeHtml(company)}</div>`
    : '';
  const footer =
    contact.length > 0
      ? `<div style="border-block-start:1px solid #d9dee5;margin-block-start:16px;padding-block-start:8px;color:#4b5563;font-size:13px">${contact.map(contactLine).join('<br>')}</div>`
      : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#f5f7fa">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:'Noto Sans Arabic',Tahoma,Arial,sans-serif;font-size:15px;line-height:1.6;color:#1f2937;text-align:start">
${letterhead}${text
  .split(/\n{2,}/)
  .map(paragraph)
  .join('\n')}${footer}
</div>
</body>
</html>`;
}
