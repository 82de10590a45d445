// Debian's Varnish (scripts/ensure-varnish.sh installs it) in front of a shell, with the
// repository's VCL: the e2e suite's and the benchmark's. Each instance has a working directory of
// its own and a port the kernel picks, so several run beside a deployment's own.
import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './runtime-config.ts';

export const VCL_PATH = path.join(repoRoot, 'deploy/varnish/school.vcl');

/**
 * The command line of README "Varnish in front" after `-f`: the shell's brotli, gzip and plain
 * copies are kept as they are (http_gzip_support would gzip them all, docs/decisions/023).
 */
export const VARNISHD_PARAMS = ['-p', 'http_gzip_support=off'];

const binary = (name: string) => ['/usr/sbin', '/usr/bin'].map((dir) => path.join(dir, name)).find(existsSync) ?? name;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export type VarnishOptions = {
  /** The shell's server; host 127.0.0.1 unless named. */
  backend: { host?: string; port: number };
  /** The cache's memory (-s malloc,<size>). */
  storage?: string;
  /** More varnishd parameters (-p name=value), e.g. thread pools for the benchmark. */
  params?: Record<string, string>;
};

export type Varnish = {
  url: string;
  /** varnishd's manager process; its cache child runs under it. */
  pid: number;
  /** varnishd's working directory (-n), for varnishadm, varnishstat and varnishlog. */
  workDir: string;
  /** A varnishadm command (ban.list, backend.list...); resolves with its output. */
  adm(...args: string[]): Promise<string>;
  stop(): Promise<void>;
};

/** The repository's VCL with its backend moved to `host:port` (its one .host and one .port line). */
export function vclFor({ host = '127.0.0.1', port }: VarnishOptions['backend']): string {
  let vcl = readFileSync(VCL_PATH, 'utf8');
  for (const [field, value] of [
    ['host', host],
    ['port', String(port)],
  ] as const) {
    const line = new RegExp(`^(\\s*\\.${field} = )"[^"]*";$`, 'gm');
    if (vcl.match(line)?.length !== 1) throw new Error(`${VCL_PATH}: expected one .${field} line (the backend's)`);
    vcl = vcl.replace(line, `$1"${value}";`);
  }
  return vcl;
}

export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  const varnishd = binary('varnishd');
  if (!existsSync(varnishd)) throw new Error('varnishd is not installed: run bash scripts/ensure-varnish.sh');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'varnish-'));
  // Run as root, varnishd reads the VCL as its own user (varnish).
  chmodSync(dir, 0o755);
  const workDir = path.join(dir, 'n');
  const vclFile = path.join(dir, 'school.vcl');
  writeFileSync(vclFile, vclFor(options.backend));
  const params = Object.entries(options.params ?? {}).flatMap(([name, value]) => ['-p', `${name}=${value}`]);
  // -F: in the foreground, a child of this process, killed when it exits. Port 0: a free one.
  const storage = `malloc,${options.storage ?? '256m'}`;
  const args = ['-F', '-n', workDir, '-a', '127.0.0.1:0', '-f', vclFile, ...VARNISHD_PARAMS, '-s', storage, ...params];
  const proc = spawn(varnishd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  let running = true;
  const exited = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  const killOnExit = () => proc.kill('SIGKILL');
  process.once('exit', killOnExit);

  const adm = async (...command: string[]) =>
    (await promisify(execFile)(binary('varnishadm'), ['-n', workDir, ...command])).stdout;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (running) {
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // The VCL is compiled with gcc before the child listens: a second or two.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    // "a0 127.0.0.1 37915": the address the kernel gave -a.
    const port = await adm('debug.listen_address').then(
      (answer) => /^\S+ \S+ (\d+)$/m.exec(answer)?.[1],
      () => undefined,
    );
    if (port) return { url: `http://127.0.0.1:${port}`, pid: proc.pid!, workDir, adm, stop };
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
