import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_PROTOCOLS,
  RICH_TEXT_LINK_PROTOCOLS,
  RICH_TEXT_TAGS,
} from '@rihla/shared/contracts/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the server keeps it: only the editor's elements and attributes, links only http,
 * https, mailto and tel, images only http, https and data; anything else is dropped, never stored.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...RICH_TEXT_LINK_PROTOCOLS],
    allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_PROTOCOLS], a: [...RICH_TEXT_LINK_PROTOCOLS] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
    },
  }).trim();
}
