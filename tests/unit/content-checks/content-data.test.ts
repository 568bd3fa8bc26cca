import {describe, expect, it} from 'vitest';
import {checkData} from '../../../scripts/content-checks/check-data';
import {composeProblems} from '../../../scripts/content-checks/compose-rules';
import {fixture, lineOf} from '../../support/content-fixtures';

const page = fixture('data.mdx');
const at = (text: string, after?: string) => lineOf(page, text, after);

describe('data blocks parse (the data check)', () => {
  const {findings} = checkData([page]);
  const lines = (pattern: RegExp) =>
    findings.filter((finding) => pattern.test(finding.message)).map((finding) => finding.line);

  it('reports a YAML block whose plain scalar holds ": " at that line, and passes its block-scalar form', () => {
    expect(lines(/yaml block: YAML does not parse/)).toEqual([at('command: caddy respond')]);
  });

  it('holds compose files to the Limitations page: privileged, host paths, ../, port 80, reserved names, secrets', () => {
    const compose = findings.filter((finding) => finding.message.startsWith('compose file:'));
    expect(compose.map((finding) => finding.line)).toEqual([
      at('privileged: true'),
      at('/home/user/data:/data'),
      at('$FILES/../secrets'),
      at('"80:8080"'),
      at('nilcc-proxy-helper:'),
      at('secrets:', 'nilcc-proxy-helper'),
    ]);
    // The mount from $FILES is allowed.
    expect(compose.some((finding) => finding.line === at('$FILES/config:/etc/app'))).toBe(false);
  });

  it('reports JSON and TOML blocks that do not parse, and skips a `fragment`', () => {
    expect(lines(/json block does not parse/)).toEqual([at('}', '"count": 2,')]);
    expect(lines(/toml block does not parse/)).toEqual([at('name = "nilcc')]);
    expect(findings.some((finding) => finding.line === at('"partial"'))).toBe(false);
  });

  it('parses the JSON body of a curl -d and reports the line of the error', () => {
    expect(lines(/JSON body of this curl request/)).toEqual([at('"tail": true,,')]);
  });

  it('parses dockerCompose strings of heredoc bodies and TypeScript samples, at their own lines', () => {
    expect(lines(/publicContainerName `web` is not a service/)).toEqual([at('"dockerCompose"')]);
    expect(lines(/dockerCompose \(its line 4\): YAML does not parse/)).toEqual([
      at('command: caddy respond --header', 'const compose'),
    ]);
  });

  it('reports nothing else', () => {
    expect(findings).toHaveLength(12);
    expect(findings.every((finding) => finding.file === page && finding.check === 'data')).toBe(
      true,
    );
  });
});

describe('compose rules', () => {
  const messages = (text: string, publicContainerName?: string) =>
    composeProblems(text, {publicContainerName}).map((problem) => problem.message);

  it('accepts a compose file within the rules', () => {
    const ok = [
      'services:',
      '  app:',
      '    image: nginx',
      '    volumes:',
      '      - ${FILES}/site:/usr/share/nginx/html',
      '      - $FILES/app.conf:/etc/app.conf:ro',
      '      - cache:/cache',
      '    env_file: $FILES/app.env',
      '    ports: ["8080:80"]',
      'volumes:',
      '  cache: {}',
    ].join('\n');
    expect(messages(ok, 'app')).toEqual([]);
  });

  it('rejects each restricted setting the page lists', () => {
    const bad = [
      'include: [other.yaml]',
      'services:',
      '  app:',
      '    image: nginx',
      '    cap_add: [NET_ADMIN]',
      '    devices: ["/dev/sda:/dev/sda"]',
      '    network_mode: host',
      '    pid: host',
      '    ipc: host',
      '    security_opt: ["seccomp:unconfined"]',
      '    cgroup_parent: custom',
      '    extends: {file: base.yaml, service: app}',
      '    env_file: /etc/app.env',
      '    volumes:',
      '      - type: bind',
      '        source: /data',
      '        target: /data',
      '      - $FILES/data:/data:ro:z',
      '    ports: [{published: 443, target: 8443}]',
      'networks:',
      '  net: {driver: overlay, ipam: {config: []}}',
      'volumes:',
      '  data: {external: true}',
    ].join('\n');
    const found = messages(bad, 'web');
    for (const expected of [
      /`include`/,
      /`cap_add`/,
      /`devices`/,
      /`network_mode: host`/,
      /`pid: host`/,
      /`ipc: host`/,
      /`security_opt`/,
      /cgroup/,
      /`extends` from another file/,
      /env file `\/etc\/app.env`/,
      /long form/,
      /extra options/,
      /host port 443/,
      /network `driver`/,
      /`ipam`/,
      /top-level volume attribute `external`/,
      /publicContainerName `web` is not a service/,
    ])
      expect(
        found.some((message) => expected.test(message)),
        String(expected),
      ).toBe(true);
  });
});
