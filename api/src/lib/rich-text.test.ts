import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the editor formatting and allowed links', () => {
    expect(sanitizeRichText('<p><strong>عطل</strong> <a href="tel:+966501234567">اتصل</a></p>')).toBe(
      '<p><strong>عطل</strong> <a href="tel:+966501234567" rel="noopener noreferrer nofollow" target="_blank">اتصل</a></p>',
    );
    expect(sanitizeRichText('<a href="mailto:ops@rihla.sa">x</a>')).toContain('href="mailto:ops@rihla.sa"');
  });

  it('drops scripts, handlers and links or images with other schemes', () => {
    const dirty =
      '<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(1)">j</a><a href="ftp://h/x">f</a><img src="javascript:x"><iframe src="https://x"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|javascript|ftp|iframe/);
    expect(clean).toContain('<p>a</p>');
  });

  it('keeps images from http, https and data only', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="x">')).toContain(
      'src="data:image/png',
    );
    expect(sanitizeRichText('<img src="https://example.org/a.png">')).toContain(
      'src="https://example.org/a.png"',
    );
    expect(sanitizeRichText('<img src="file:///etc/passwd">')).toBe('<img />');
  });
});
