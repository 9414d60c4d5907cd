import { fill } from '../messages';
import { useLanding } from '../messages-context';

export function SiteFooter() {
  const { m } = useLanding();
  return (
    <footer className="site-footer">
      <p>{fill(m.footer.rights, { year: new Date().getFullYear() })}</p>
      <p>{m.footer.address}</p>
    </footer>
  );
}
