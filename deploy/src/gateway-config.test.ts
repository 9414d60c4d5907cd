import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { htmlSecurityHeaders } from '@rihla/api/src/plugins/static-site/security-headers';
import { checkNginxConfig, GATEWAY_TEMPLATE, renderTemplate, templateVariables } from './nginx';

const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');

const local = {
  GATEWAY_PORT: '18080',
  API_1: '127.0.0.1:18081',
  API_2: '127.0.0.1:18082',
  DNS_RESOLVER: '127.0.0.1',
  REMOTES_MANIFEST: '{"fleet": "/remotes/fleet/mf-manifest.json"}',
  REMOTE_ORIGINS: '',
};

/** `add_header` lines of the `location /` block (the host's pages), lower-cased names. */
function pageHeaders(rendered: string): Record<string, string> {
  const block = rendered.slice(rendered.indexOf('location / {'));
  return Object.fromEntries(
    [...block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((match) => [
      (match[1] as string).toLowerCase(),
      (match[2] as string).replace(/\s+/g, ' ').replace(/ ;/g, ';'),
    ]),
  );
}

describe('gateway configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rihla-gateway-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('documents every variable it expects in its header', () => {
    const header = template.slice(0, template.indexOf('upstream '));
    for (const name of templateVariables(template)) expect(header).toContain(name);
    expect(templateVariables(template).sort()).toEqual(Object.keys(local).sort());
  });

  it('passes nginx -t when rendered with local addresses', () => {
    expect(() => checkNginxConfig({ dir, template: GATEWAY_TEMPLATE, variables: local })).not.toThrow();
  });

  it('fails nginx -t when a variable is left out, naming the problem', () => {
    const { API_2: _left, ...partial } = local;
    expect(() => checkNginxConfig({ dir, template: GATEWAY_TEMPLATE, variables: partial })).toThrow(
      /nginx -t failed[\s\S]*API_2/,
    );
  });

  it('gives pages the headers of the single process, with or without remote origins', () => {
    for (const origins of [[], ['https://fleet.cdn.example', 'http://127.0.0.1:9000']]) {
      const rendered = renderTemplate(template, { ...local, REMOTE_ORIGINS: origins.join(' ') });
      expect(pageHeaders(rendered)).toEqual(htmlSecurityHeaders(origins));
    }
  });
});
