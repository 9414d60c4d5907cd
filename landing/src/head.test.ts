import { headFor, headTags } from './head';
import { pageFromPath, prerenderTargets } from './landing-pages';

describe('landing pages and their heads', () => {
  it('writes one file per page and language, and reads the page back from its URL', () => {
    const targets = prerenderTargets();
    expect(targets.map((t) => t.file).sort()).toEqual(
      ['index.html', 'about/index.html', 'en/index.html', 'en/about/index.html'].sort(),
    );
    expect(pageFromPath('/')).toEqual({ page: 'home', locale: 'ar' });
    expect(pageFromPath('/about')).toEqual({ page: 'about', locale: 'ar' });
    expect(pageFromPath('/en')).toEqual({ page: 'home', locale: 'en' });
    expect(pageFromPath('/en/about/')).toEqual({ page: 'about', locale: 'en' });
  });

  it('gives each page its language, direction, title, description and alternates', () => {
    const ar = headFor('about', 'ar');
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'من نحن — رحلة للنقل المدرسي' });
    const en = headFor('home', 'en');
    expect(en.dir).toBe('ltr');
    const tags = headTags(en);
    expect(tags).toContain('<link rel="alternate" hreflang="ar" href="/" />');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="/en" />');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="/" />');
    expect(tags).toContain('<meta name="description" content="Rihla takes your children');
  });
});
