/**
 * The page's side of the solver worker (src/practice/worker.ts): one worker, started on first use,
 * each request answered by id so a table asked for an older position is never shown for a newer one.
 */
import type { WhatIfRequest, WhatIfResponse } from '../practice/whatIfRequest.ts';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (r: WhatIfResponse) => void>();

const start = (): Worker => {
  const w = new Worker(new URL('../practice/worker.ts', import.meta.url), { type: 'module' });
  w.addEventListener('message', (e: MessageEvent<WhatIfResponse>) => {
    waiting.get(e.data.id)?.(e.data);
    waiting.delete(e.data.id);
  });
  w.addEventListener('error', (e) => {
    for (const [id, done] of waiting) done({ id, ok: false, reason: 'failed', detail: e.message });
    waiting.clear();
    worker = null;
  });
  return w;
};

export const askWhatIf = (request: Omit<WhatIfRequest, 'id'>): Promise<WhatIfResponse> => {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    // A worker has no origin to name: the message goes to this page's own thread.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    worker?.postMessage({ ...request, id });
  });
};
