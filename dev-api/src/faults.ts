// A provider that stops answering, on demand: the e2e tests turn it on and off on a running site
// (option `faults`; off, the switch is not served).
import type { FastifyInstance } from 'fastify';

/** lists: list and item calls get no answer; posts: a form post is recorded, then answered late. */
export const FAULTS = ['lists', 'posts'] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULTS_PATH = '/demo/faults';

export class Faults {
  private readonly held = new Map<Fault, { until: Promise<void>; release: () => void }>();

  /** Exactly these faults from now on; requests held by the others go on. */
  set(on: readonly Fault[]): void {
    for (const fault of FAULTS) {
      const held = this.held.get(fault);
      if (on.includes(fault) && !held) {
        let release = () => {};
        const until = new Promise<void>((resolve) => (release = resolve));
        this.held.set(fault, { until, release });
      } else if (!on.includes(fault) && held) {
        this.held.delete(fault);
        held.release();
      }
    }
  }

  get on(): Fault[] {
    return [...this.held.keys()];
  }

  /** Resolves at once, or when the fault is turned off. */
  async pass(fault: Fault): Promise<void> {
    await this.held.get(fault)?.until;
  }
}

export function registerFaultSwitch(app: FastifyInstance, faults: Faults): void {
  app.put(FAULTS_PATH, async (req, reply) => {
    const on = (req.body as { on?: unknown } | undefined)?.on;
    if (!Array.isArray(on) || !on.every((f): f is Fault => FAULTS.includes(f as Fault)))
      return reply.code(400).send({ error: `Expected { on: [${FAULTS.join(' | ')}] }` });
    faults.set(on);
    return { on: faults.on };
  });
}
