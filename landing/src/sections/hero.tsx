import { useLanding } from '../messages-context';

export function Hero() {
  const { m } = useLanding();
  return (
    <section className="page-hero">
      <h1>{m.hero.headline}</h1>
      <p className="lead">{m.hero.lead}</p>
      <div className="page-hero__actions">
        <a className="button button--primary" href="#register">
          {m.hero.register}
        </a>
        <a className="button" href="#packages">
          {m.hero.packages}
        </a>
      </div>
    </section>
  );
}
