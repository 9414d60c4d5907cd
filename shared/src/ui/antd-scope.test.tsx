import { App } from 'antd';
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
