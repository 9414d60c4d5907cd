import { App, theme } from 'antd';
import { renderWithShell } from '../test/render-with-shell';
import { AntdScope } from './antd-scope';

/** The probes ask nothing of the API. */
const noApi = { fetch: () => new Response(null, { status: 404 }) };

describe('antd scope', () => {
  it("is a pass-through inside a mounted scope: a page under its remote's kept scope opens no second provider", () => {
    const apps: Record<string, ReturnType<typeof App.useApp>> = {};
    function Probe({ name }: { name: string }) {
      apps[name] = App.useApp();
      return null;
    }
    const view = renderWithShell(
      <>
        <Probe name="remote" />
        <AntdScope>
          <Probe name="page" />
        </AntdScope>
      </>,
      noApi,
    );
    expect(apps.page).toBeDefined();
    expect(apps.page).toBe(apps.remote);
    view.unmount();
  });
});

describe('reduced motion', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  /** antd's motion switch as its components read it (dialogs, drawers, menus animate only when on). */
  function motionInScope(): boolean | undefined {
    let motion: boolean | undefined;
    function Probe() {
      motion = theme.useToken().token.motion;
      return null;
    }
    renderWithShell(<Probe />, noApi).unmount();
    return motion;
  }

  it('animates by default', () => {
    expect(motionInScope()).toBe(true);
  });

  it('stops antd animations when the system asks for less motion', () => {
    window.matchMedia = (query: string) =>
      ({
        ...realMatchMedia(query),
        matches: query === '(prefers-reduced-motion: reduce)',
      }) as MediaQueryList;
    expect(motionInScope()).toBe(false);
  });
});
