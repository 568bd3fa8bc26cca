/**
 * The rules the nilCC Limitations page (docs/build/compute/limitations.mdx)
 * states for a workload's Docker Compose file, applied to a parsed compose
 * document. Each rule names the page's own wording so a failure explains itself.
 */
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type YAMLMap,
} from 'yaml';

export interface ComposeProblem {
  /** 1-based line inside the compose text. */
  line: number;
  message: string;
}

const RESERVED_NAMES = ['nilcc-attester', 'nilcc-proxy'];
const RESERVED_PORTS = [80, 443];
const FILES_PREFIX = /^(\$FILES|\$\{FILES\})(\/|$)/;

/** The key node of `key` in a mapping: a finding about a setting points at its name. */
function keyNode(map: YAMLMap, key: string): Node | undefined {
  const pair = map.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
  return pair?.key as Node | undefined;
}

/** What the workload request says about the compose file, when it is known. */
export interface ComposeContext {
  /** `publicContainerName` of the create request. */
  publicContainerName?: string;
}

/** Parses YAML text; a syntax error comes back as a problem at its line. */
export function parseYaml(text: string): {
  doc?: Document;
  lines: LineCounter;
  problem?: ComposeProblem;
} {
  const lines = new LineCounter();
  const doc = parseDocument(text, {lineCounter: lines, uniqueKeys: true, prettyErrors: false});
  const error = doc.errors[0];
  if (error) {
    const line = lines.linePos(error.pos[0]).line;
    return {lines, problem: {line, message: `YAML does not parse: ${firstLine(error.message)}`}};
  }
  return {doc, lines};
}

function firstLine(message: string): string {
  return message.split('\n')[0].trim();
}

/** Problems of a compose file against the Limitations page's rules. */
export function composeProblems(text: string, context: ComposeContext = {}): ComposeProblem[] {
  const parsed = parseYaml(text);
  if (!parsed.doc) return [parsed.problem!];
  const {doc, lines} = parsed;
  const problems: ComposeProblem[] = [];
  const at = (node: Node | null | undefined, message: string) =>
    problems.push({line: node?.range ? lines.linePos(node.range[0]).line : 1, message});
  const root = doc.contents;
  if (!isMap(root)) {
    at(root, 'a compose file is a mapping with a `services` key');
    return problems;
  }
  const services = root.get('services', true);
  if (!isMap(services) || services.items.length === 0) {
    at(services ?? root, 'a compose file needs at least one service under `services`');
    return problems;
  }

  const topVolumes = root.get('volumes', true);
  const namedVolumes = new Set<string>();
  if (isMap(topVolumes))
    for (const item of topVolumes.items) {
      namedVolumes.add(String(isScalar(item.key) ? item.key.value : item.key));
      if (isMap(item.value))
        for (const attribute of ['driver', 'driver_opts', 'external', 'labels', 'name'])
          if (item.value.has(attribute))
            at(
              keyNode(item.value, attribute),
              `top-level volume attribute \`${attribute}\` is rejected`,
            );
    }
  for (const key of ['include', 'secrets'] as const)
    if (root.has(key))
      at(
        keyNode(root, key),
        key === 'include'
          ? '`include` of other compose files is not supported: put everything in one file'
          : 'Docker `secrets` are not supported: use environment variables or files under $FILES',
      );
  const networks = root.get('networks', true);
  if (isMap(networks))
    for (const item of networks.items)
      if (isMap(item.value))
        for (const attribute of ['driver', 'driver_opts', 'ipam'])
          if (item.value.has(attribute))
            at(
              keyNode(item.value, attribute),
              attribute === 'ipam'
                ? 'manual IP address management (`ipam`) is not supported'
                : `custom network \`${attribute}\` is not supported: use the default bridge network`,
            );

  const names = new Set<string>();
  for (const item of services.items) {
    const name = String(isScalar(item.key) ? item.key.value : item.key);
    const service = item.value;
    names.add(name);
    if (!isMap(service)) {
      at(item.key as Node, `service \`${name}\` has no definition`);
      continue;
    }
    const containerName = service.get('container_name');
    if (typeof containerName === 'string') names.add(containerName);
    for (const candidate of [name, containerName])
      if (typeof candidate === 'string')
        for (const reserved of RESERVED_NAMES)
          if (candidate.includes(reserved))
            at(
              item.key as Node,
              `service or container name \`${candidate}\` contains the reserved \`${reserved}\``,
            );

    if (service.get('privileged') === true)
      at(keyNode(service, 'privileged'), '`privileged: true` is not allowed');
    for (const key of [
      'cap_add',
      'devices',
      'security_opt',
      'cgroup_parent',
      'device_cgroup_rules',
    ])
      if (service.has(key))
        at(
          keyNode(service, key),
          key.includes('cgroup')
            ? `custom cgroup rules (\`${key}\`) are not supported`
            : `\`${key}\` may not appear in a nilCC compose file`,
        );
    for (const key of ['network_mode', 'pid', 'ipc'])
      if (service.get(key) === 'host')
        at(keyNode(service, key), `\`${key}: host\` shares a host namespace and is not allowed`);
    if (service.has('secrets'))
      at(keyNode(service, 'secrets'), 'Docker `secrets` are not supported');
    const extendsNode = service.get('extends', true);
    if (isMap(extendsNode) && extendsNode.has('file'))
      at(keyNode(extendsNode, 'file'), '`extends` from another file is not supported');

    const volumes = service.get('volumes', true);
    if (isSeq(volumes))
      for (const volume of volumes.items) {
        if (!isScalar(volume) || typeof volume.value !== 'string') {
          at(
            volume as Node,
            'only the short `source:destination` volume syntax is allowed, not the long form',
          );
          continue;
        }
        // `source:destination[:mode]`: the Limitations page allows a mode such as `:ro`, and
        // nilcc-agent's validator reads only the source (its own tests pass `…:/tmp/tar2:rw`).
        const parts = volume.value.split(':');
        const source = parts[0];
        if (parts.length < 2 || parts.length > 3) {
          at(
            volume,
            parts.length < 2
              ? `volume \`${volume.value}\` has no source: use \`$FILES/...:destination\``
              : `volume \`${volume.value}\` has extra options: only \`source:destination[:mode]\` is allowed`,
          );
          continue;
        }
        if (namedVolumes.has(source)) continue;
        if (source.includes('../'))
          at(volume, `volume source \`${source}\` leaves the designated directory (\`../\`)`);
        else if (!FILES_PREFIX.test(source))
          at(volume, `volume source \`${source}\` must start with \`$FILES\` or \`\${FILES}\``);
      }
    const envFile = service.get('env_file', true);
    const envFiles = isSeq(envFile) ? envFile.items : envFile ? [envFile] : [];
    for (const entry of envFiles) {
      const path = isScalar(entry) ? entry.value : isMap(entry) ? entry.get('path') : undefined;
      if (typeof path === 'string' && !FILES_PREFIX.test(path))
        at(entry as Node, `env file \`${path}\` must live under \`$FILES\``);
    }
    const networksOfService = service.get('networks', true);
    if (isMap(networksOfService))
      for (const network of networksOfService.items)
        if (isMap(network.value))
          for (const attribute of ['ipv4_address', 'ipv6_address'])
            if (network.value.has(attribute))
              at(
                keyNode(network.value, attribute),
                `manual IP addresses (\`${attribute}\`) are not supported`,
              );
    const ports = service.get('ports', true);
    if (isSeq(ports))
      for (const port of ports.items) {
        const published = publishedPorts(port as Node);
        const reserved = published.find((value) => RESERVED_PORTS.includes(value));
        if (reserved !== undefined)
          at(port as Node, `host port ${reserved} is reserved for nilCC and cannot be published`);
      }
  }

  if (context.publicContainerName !== undefined && !names.has(context.publicContainerName))
    at(
      services,
      `publicContainerName \`${context.publicContainerName}\` is not a service of the compose file (${[...names].join(', ')})`,
    );
  return problems.sort((a, b) => a.line - b.line);
}

/** Host ports a `ports` entry publishes (short `[ip:]host:container[/proto]` or long `published:`). */
function publishedPorts(node: Node): number[] {
  if (isMap(node)) {
    const published = node.get('published');
    return published === undefined ? [] : portRange(String(published));
  }
  if (!isScalar(node)) return [];
  const spec = String(node.value).split('/')[0];
  const parts = spec.split(':');
  if (parts.length < 2) return [];
  return portRange(parts[parts.length - 2]);
}

function portRange(spec: string): number[] {
  const [from, to = from] = spec.split('-').map(Number);
  if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) return [];
  return Array.from({length: Math.min(to - from + 1, 65536)}, (_, index) => from + index);
}
