import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverNames } from '@school/config/remotes';
import { signalTree } from '@school/scripts/proc-stats';
import { startSite, type Site } from '@school/scripts/site';
import { startVarnish, type Varnish } from '@school/scripts/varnishd';
import { siteEnv } from '../settings.ts';
import type { Pids } from './process-use.ts';

const passedOn = ['SHELL_PROCESSES'] as const;

export type Server = {
  baseUrl: string;
  pids: Pids;
};

// Stopped last first: a frozen remote is resumed before its site stops.
const running: (() => Promise<void>)[] = [];

function untilDone(stop: () => Promise<void>): () => Promise<void> {
  running.push(stop);
  return async () => {
    const at = running.indexOf(stop);
    if (at < 0) return;
    running.splice(at, 1);
    await stop();
  };
}

let stopped: Promise<void> | undefined;

export function stopEverything(): Promise<void> {
  stopped ??= (async () => {
    for (const stop of running.splice(0).reverse()) await stop().catch((e: unknown) => console.error(e));
  })();
  return stopped;
}

let signalled = false;
export const interrupted = () => signalled;

export function stopOnSignals(): void {
  // Ctrl-C reaches this process twice (terminal, and relayed by tsx): the second must not end the stop.
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    console.error(`\n${signal}: stopping the bench's servers`);
    void stopEverything().finally(() => process.exit(130));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export async function withSite<T>(
  portBase: number,
  env: Record<string, string>,
  use: (site: Site, server: Server) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-load-'));
  const removeData = untilDone(async () => rmSync(dataDir, { recursive: true, force: true }));
  const passed = Object.fromEntries(passedOn.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  try {
    const site = await startSite({ env: { ...siteEnv(portBase), ...passed, ...env }, devApi: { dataDir } });
    const close = untilDone(() => site.close());
    try {
      const pids = Object.fromEntries(serverNames.map((name) => [name, site.pidOf(name)]));
      return await use(site, { baseUrl: site.url('shell'), pids });
    } finally {
      await close();
    }
  } finally {
    await removeData();
  }
}

export async function withVarnish<T>(shell: Server, use: (varnish: Varnish, server: Server) => Promise<T>): Promise<T> {
  const varnish = await startVarnish({ backend: { port: Number(new URL(shell.baseUrl).port) } });
  const stop = untilDone(() => varnish.stop());
  try {
    return await use(varnish, { baseUrl: varnish.url, pids: { ...shell.pids, varnish: varnish.pid } });
  } finally {
    await stop();
  }
}

export async function withFrozen<T>(pid: number, use: () => Promise<T>): Promise<T> {
  signalTree(pid, 'SIGSTOP');
  const resume = untilDone(async () => signalTree(pid, 'SIGCONT'));
  try {
    return await use();
  } finally {
    await resume();
  }
}
