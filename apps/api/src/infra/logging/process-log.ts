import { fstatSync } from 'node:fs';
import net from 'node:net';
import type { DestinationStream } from 'pino';

/** Log bytes that may wait for a slow reader of stdout; further lines are dropped (and counted) until it catches up. */
const MAX_WAITING_BYTES = 8 * 1024 * 1024;

export interface ProcessLog {
  /** Where the logger writes; undefined: stdout as usual (a file or a terminal, which never hold the process). */
  destination?: DestinationStream;
  /** Lines dropped because the reader of stdout fell too far behind. */
  dropped(): number;
  /** Lets the waiting lines go out for at most `ms`, then lets go of them: the log never holds the exit. */
  close(ms: number): Promise<void>;
}

/**
 * The server's log on stdout. When stdout is a pipe or a socket (a container's log collector, `| tee`), it is
 * written without blocking: a reader that stops reading never stalls requests or the exit, at the price of the
 * lines it never took. Nothing else may write to stdout then (console.log would set it blocking again).
 */
export function processLog(): ProcessLog {
  let stdout;
  try {
    stdout = fstatSync(1);
  } catch {
    stdout = undefined;
  }
  if (!stdout || !(stdout.isSocket() || stdout.isFIFO())) return { dropped: () => 0, close: async () => undefined };

  const out = new net.Socket({ fd: 1, readable: false, writable: true });
  // A reader gone away (EPIPE) costs the log, never the process.
  out.on('error', () => undefined);
  let dropped = 0;
  return {
    destination: {
      write(line: string) {
        if (out.destroyed) return;
        if (out.writableLength > MAX_WAITING_BYTES) dropped += 1;
        else out.write(line);
      },
    },
    dropped: () => dropped,
    async close(ms) {
      if (!out.destroyed && out.writableLength > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          out.once('drain', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      out.destroy();
    },
  };
}
