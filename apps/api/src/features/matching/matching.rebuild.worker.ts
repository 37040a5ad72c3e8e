import { parentPort, workerData } from 'node:worker_threads';
import type { PairRows } from './matching.pairs.ts';
import { type ScoringShare, scoreShare } from './matching.rebuild-scoring.ts';

/*
 * A scoring thread of the full rebuild: scores its share of the offers and posts the pairs in
 * batches ({ batch }), at most two waiting for their write (the rebuild answers each write with a
 * message), then posts { scored }.
 */
const port = parentPort;
if (!port) throw new Error('the rebuild worker runs in a worker thread');
const WAITING_WRITES = 2;
let posted = 0;
let written = 0;
let wake: (() => void) | undefined;
port.on('message', () => {
  written++;
  wake?.();
});
const scored = await scoreShare(workerData as ScoringShare, async (batch: PairRows) => {
  port.postMessage({ batch });
  posted++;
  while (posted - written >= WAITING_WRITES) await new Promise<void>((resolve) => (wake = resolve));
});
port.postMessage({ scored });
