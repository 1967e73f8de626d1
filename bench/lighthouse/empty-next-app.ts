/**
 * The floor: a Next.js App Router page with no client component at all, built with the Next.js
 * and React this repository installs. Whatever a shop page ships or costs beyond this is ours;
 * this much comes with the framework.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'empty-next-app', private: true, type: 'module' }),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n' +
    '  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.jsx':
    'export const metadata = { title: "Empty page" };\n' +
    'export default function Page() {\n' +
    '  return (<main><h1>Empty page</h1><p>Server-rendered text, no client component.</p></main>);\n}\n',
};

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** A port no one listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

export async function startEmptyNextApp(repoRoot: string): Promise<{ base: string; stop: () => void }> {
  // inside the repository (data/ is not tracked): Turbopack resolves next from the repository's node_modules
  mkdirSync(resolve(repoRoot, 'data'), { recursive: true });
  const dir = mkdtempSync(join(repoRoot, 'data', 'empty-next-app-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(resolve(dir, path, '..'), { recursive: true });
    writeFileSync(resolve(dir, path), text);
  }
  const nextBin = resolve(repoRoot, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const built = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`next build of the empty app failed:\n${built.stdout}\n${built.stderr}`);
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' });
  const base = `http://localhost:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(base, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
