import { noticeHtml } from './notice-html';

describe("a parent's e-mail as HTML", () => {
  const signed =
    'مرحبًا،\nتم قبول طلبك.\n\nتابع الرحلة <b>الآن</b>: https://rihla.example/t/abc?x=1&y=2\n\n--\nشركة رحلة\nالرياض\nهاتف: +966112345678';

  it('reads right to left in Arabic, with the company as a letterhead and its address and phone at the foot', () => {
    const html = noticeHtml(signed, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const letterhead = html.indexOf('شركة رحلة');
    expect(letterhead).toBeGreaterThan(-1);
    expect(letterhead).toBeLessThan(html.indexOf('مرحبًا'));
    expect(html.indexOf('الرياض<br>هاتف: <span dir="ltr">+966112345678</span>')).toBeGreaterThan(
      html.indexOf('تم قبول طلبك'),
    );
    expect(html).not.toContain('--');
    expect(html).toContain('مرحبًا،<br>تم قبول طلبك.');
  });

  it('makes the links clickable and escapes what the text holds', () => {
    const html = noticeHtml(signed, 'ar');
    expect(html).toContain('<a href="https://rihla.example/t/abc?x=1&#38;y=2" dir="ltr"');
    expect(html).toContain('&#60;b&#62;الآن');
    expect(html).not.toContain('<b>');
  });

  it('reads left to right in English and has no letterhead while the company has no legal name', () => {
    const html = noticeHtml('Hello,\nyour request was approved.', 'en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('border-block-end');
    expect(html).toContain('Hello,<br>your request was approved.');
  });
});
