/**
 * What the deployment test runs, read from deploy/: the node and migration commands from the
 * systemd units, the settings from the env file example (its empty settings filled here), the
 * balancer from haproxy.cfg with this run's ports in its environment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
const deployDir = resolve(repoRoot, 'deploy');

/** The command a unit runs (its ExecStart), with the unit's node replaced by the one running this test. */
export function unitCommand(unit: string): string[] {
  const text = readFileSync(resolve(deployDir, unit), 'utf8');
  const line = /^ExecStart=(.+)$/m.exec(text);
  if (!line) throw new Error(`${unit} has no ExecStart`);
  const [binary, ...args] = line[1]!.trim().split(/\s+/);
  if (!binary!.endsWith('/node')) throw new Error(`${unit} does not start node: ${binary}`);
  return [process.execPath, ...args];
}

/** The settings of deploy/gulf-glow.env.example (KEY=VALUE lines; empty values are settings to fill). */
function envFileExample(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(resolve(deployDir, 'gulf-glow.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) settings[match[1]!] = match[2]!;
  }
  return settings;
}

const secret = () => randomBytes(24).toString('hex');

/**
 * A production node's settings: the example file, its blanks filled with this run's secrets and
 * stand-in addresses (no payment or SMS is sent: the orders are cash on delivery), pointed at
 * this run's database, Redis and media folder.
 */
export function productionSettings(overrides: Record<string, string>): Record<string, string> {
  const example = envFileExample();
  const blanks = Object.keys(example).filter((key) => example[key] === '');
  const filled: Record<string, string> = {
    SESSION_SECRET: secret(),
    RESOURCE_API_KEY: 'deploytest',
    RESOURCE_API_SECRET: secret(),
    CONTENT_API_TOKEN: secret(),
    METRICS_TOKEN: secret(),
    THAWANI_SECRET_KEY: secret(),
    THAWANI_PUBLISHABLE_KEY: secret(),
    THAWANI_WEBHOOK_SECRET: secret(),
    SMS_GATEWAY_URL: 'https://sms.invalid/send',
    SMS_GATEWAY_USER: 'deploytest',
    SMS_GATEWAY_PASSWORD: secret(),
    SMS_GATEWAY_TOKEN: secret(),
  };
  const unfilled = blanks.filter((key) => !(key in filled) && !(key in overrides));
  if (unfilled.length) throw new Error(`the test does not fill ${unfilled.join(', ')} of gulf-glow.env.example`);
  return { ...example, ...filled, ...overrides };
}

/** A child process whose output is kept (shown when the test fails). */
export interface Running {
  name: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** PATH and HOME from this process, nothing else: a node sees only the settings given. */
export function start(name: string, command: string[], env: Record<string, string>): Running {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { name, child, output: () => output, exited };
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(name: string, command: string[], env: Record<string, string>): Promise<void> {
  const step = start(name, command, env);
  const code = await step.exited;
  if (code !== 0) throw new Error(`${name} exited ${code}:\n${step.output()}`);
}

/** Polls `url` until it answers `status`, or fails after `timeoutMs` naming what it last saw. */
export async function waitForStatus(url: string, status: number, timeoutMs: number, watched?: Running): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (watched && watched.child.exitCode !== null)
      throw new Error(`${watched.name} exited ${watched.child.exitCode}:\n${watched.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === status) return;
      last = `${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})${watched ? `\n${watched.output()}` : ''}`,
  );
}

/**
 * deploy/haproxy.cfg for `nodes` nodes: its two `server` lines per node (checked, and the backup
 * used while none is ready) repeated as the file says to add a node (node3 at SHOP_NODE_3, …),
 * written to `dir`; the balancer reads the copy.
 */
function balancerConfig(nodes: number, dir: string): string {
  const text = readFileSync(resolve(deployDir, 'haproxy.cfg'), 'utf8');
  const checked = /^ {2}server node1 "\$\{SHOP_NODE_1-[^}]*\}" check$/m.test(text);
  const backup = /^ {2}server node1-waits "\$\{SHOP_NODE_1-[^}]*\}" backup$/m.test(text);
  if (!checked || !backup)
    throw new Error('haproxy.cfg lacks the `server node1 … check` and `server node1-waits … backup` lines');
  const numbers = Array.from({ length: nodes }, (_, i) => i + 1);
  const lines = [
    ...numbers.map((n) => `  server node${n} "\${SHOP_NODE_${n}}" check`),
    ...numbers.map((n) => `  server node${n}-waits "\${SHOP_NODE_${n}}" backup`),
  ];
  const path = resolve(dir, `haproxy-${nodes}-nodes.cfg`);
  writeFileSync(
    path,
    text.replace(/^ {2}server node.*\n/gm, '').replace(/^(\s*default-server .*)$/m, `$1\n${lines.join('\n')}`),
  );
  return path;
}

/** The nodes' and the balancer's ports: the balancer on `port`, the nodes on the next ones. */
export interface ClusterPorts {
  balancer: number;
  nodes: number[];
}

export const clusterPorts = (port: number, nodes: number): ClusterPorts => ({
  balancer: port,
  nodes: Array.from({ length: nodes }, (_, i) => port + 1 + i),
});

/**
 * Starts `settings` nodes (the node unit's command) on their ports and HAProxy in front, and waits
 * until the balancer has every node in rotation (2 good checks a second apart).
 */
export async function startCluster(
  settings: Record<string, string>,
  ports: ClusterPorts,
  haproxy: string,
  dir: string,
): Promise<Running[]> {
  const running = ports.nodes.map((port) =>
    start(`node on ${port}`, unitCommand('gulf-glow@.service'), { ...settings, PORT: String(port) }),
  );
  const addresses = Object.fromEntries(ports.nodes.map((port, i) => [`SHOP_NODE_${i + 1}`, `127.0.0.1:${port}`]));
  running.push(
    start('haproxy', [haproxy, '-db', '-f', balancerConfig(ports.nodes.length, dir)], {
      SHOP_BIND: `127.0.0.1:${ports.balancer}`,
      ...addresses,
    }),
  );
  await Promise.all(
    ports.nodes.map((port, i) => waitForStatus(`http://127.0.0.1:${port}/readyz`, 200, 120_000, running[i])),
  );
  await waitForStatus(`http://127.0.0.1:${ports.balancer}/readyz`, 200, 10_000, running.at(-1));
  await new Promise((done) => setTimeout(done, 2500));
  return running;
}
