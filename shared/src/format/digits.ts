/**
 * Digits as Arabic keyboards type them. Saudi phones and keyboards type Arabic-Indic digits
 * (٠١٢٣٤٥٦٧٨٩) or the Eastern ones of Persian layouts (۰۱۲۳۴۵۶۷۸۹); every number, phone, code
 * and plate Rihla reads takes them and keeps the Latin digits (docs/compliance.md, "Digits").
 */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The text with every Arabic-Indic or Eastern digit as its Latin digit; anything else as it was. */
export function latinDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (c) => String((c.charCodeAt(0) & 0xf) % 10));
}

/**
 * A typed number's text as `Number` reads it: Latin digits, the Arabic decimal sign (٫) as a dot,
 * the Arabic thousands sign (٬) dropped, the minus sign (−) as a hyphen. Anything else stays, so
 * a text that is no number still reads NaN rather than a number nobody typed.
 */
export function numberText(text: string): string {
  return latinDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '')
    .replace(/\u2212/g, '-')
    .trim();
}
