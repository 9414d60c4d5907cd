interface FeatureListProps {
  id: string;
  title: string;
  items: { title: string; text: string }[];
  tone?: 'safety';
}

/** A titled grid of short cards (what we offer, safety, values). */
export function FeatureList({ id, title, items, tone }: FeatureListProps) {
  return (
    <section className={tone ? `section section--${tone}` : 'section'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
