/**
 * Work done after the answer is sent, so the answer cannot tell what the work found (a password
 * reset for an unknown e-mail answers as fast as for a known one).
 */
export interface BackgroundWork {
  run(task: () => Promise<void>): void;
}

/** In-process background work; closing the app waits for what is still running. */
export class BackgroundTasks implements BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  run(task: () => Promise<void>): void {
    // Started on a later turn of the event loop: the request's own work is done by then.
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once nothing is running, including work started by running work. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/**
 * Work for one key (an offer, a candidate) one run at a time, in the order asked: each run reads the state when it
 * starts, so an earlier run that ends late never overwrites what a later one found. Other keys run alongside.
 */
export function oneAtATimePerKey(): (key: string, work: () => Promise<void>) => Promise<void> {
  const last = new Map<string, Promise<void>>();
  return (key, work) => {
    const run = (last.get(key) ?? Promise.resolve()).then(work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, settled);
    void settled.then(() => {
      if (last.get(key) === settled) last.delete(key);
    });
    return run;
  };
}
