import { pageUrl } from '../landing-pages';
import { useLanding } from '../messages-context';
import { FeatureList } from '../sections/feature-list';

/** `/about` and `/en/about`: who Rihla is, how a trip runs, and how to reach us. */
export function AboutPage() {
  const { locale, m } = useLanding();
  return (
    <>
      <section className="page-hero page-hero--compact">
        <h1>{m.about.headline}</h1>
        <p className="lead">{m.about.lead}</p>
      </section>
      <section className="section" aria-labelledby="story">
        <h2 id="story">{m.about.storyTitle}</h2>
        <p className="prose">{m.about.story}</p>
      </section>
      <section className="section" aria-labelledby="how">
        <h2 id="how">{m.about.howTitle}</h2>
        <ol className="steps">
          {m.about.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <FeatureList id="values" title={m.about.valuesTitle} items={m.about.values} />
      <section className="section contact" aria-labelledby="contact">
        <h2 id="contact">{m.about.contactTitle}</h2>
        <p>{m.about.contact}</p>
        <p>
          <a href={`tel:${m.about.phone}`} dir="ltr">
            {m.about.phone}
          </a>
          {' · '}
          <a href={`mailto:${m.about.email}`} dir="ltr">
            {m.about.email}
          </a>
        </p>
        <a className="button button--primary" href={`${pageUrl('home', locale)}#register`}>
          {m.about.cta}
        </a>
      </section>
    </>
  );
}
