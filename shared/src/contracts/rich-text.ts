/**
 * The rich-text rules of the spec, shared by the editor (`@rihla/shared/ui/rich-text-editor`) and
 * the API's sanitiser, so what the editor can produce is exactly what the server keeps.
 */
export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const;
/** Undo history: changes within this many milliseconds are one step, and it holds this many steps. */
export const RICH_TEXT_UNDO_GROUP_MS = 1000;
export const RICH_TEXT_UNDO_DEPTH = 100;

/** The elements the editor's extensions produce (StarterKit, Link, Image). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
] as const;

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  '*': ['dir'],
};

/** A link the editor accepts: an absolute URL with one of the allowed schemes. */
export function isAllowedLink(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT_LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

export function isAllowedImageSource(src: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT_IMAGE_PROTOCOLS as readonly string[]).includes(scheme);
}
