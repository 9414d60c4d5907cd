import type { CrewSession } from '@rihla/shared/contracts/crew';
import { useCrew } from '../crew-context';
import { fill } from '../messages';

/** The signed-in crew member's first screen. */
export function HomePage({ session }: { session: CrewSession }) {
  const { m } = useCrew();
  return (
    <section className="m-card">
      <h2>{fill(m.home.hello, { name: session.member.fullName })}</h2>
      <p className="m-muted">{m.home.role[session.member.role]}</p>
    </section>
  );
}
