import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const BINARY = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;

export type RedisProcess = { url: string; stop(): Promise<void> };

export async function startRedis(): Promise<RedisProcess> {
  if (!existsSync(BINARY)) throw new Error('redis-server is not installed: run bash scripts/ensure-redis.sh');
  const port = await freePort();
  const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A test run cut short (Ctrl-C, a closed pipe) must not leave its Redis running.
  const stopWithUs = () => child.kill('SIGTERM');
  process.once('exit', stopWithUs);
  child.once('exit', () => process.off('exit', stopWithUs));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}`)), START_TIMEOUT_MS);
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout.resume();
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before it was ready`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
