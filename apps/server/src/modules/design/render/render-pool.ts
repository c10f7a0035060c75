import { Worker } from 'node:worker_threads';
import { MissingImageError } from '@podbench/design/node';
import type { RenderOutput, RenderTask, WorkerReply } from './render-task';

const ENTRY = new URL('./render-worker.ts', import.meta.url).href;
const BOOT = new URL('./worker-boot.mjs', import.meta.url);
/** A worker kept idle this long is stopped: its fonts and Skia caches hold a few hundred MB. */
const IDLE_MS = 60_000;

interface Pending {
  resolve: (o: RenderOutput[]) => void;
  reject: (e: Error) => void;
}

/**
 * One render worker per process, started on first use. Renders queue inside it one at a time: on the 2-core
 * machines a second concurrent 24 MP render would only double peak memory, and the API keeps the other core.
 */
function createRenderPool() {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | null = null;
  let next = 1;
  const pending = new Map<number, Pending>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  function spawn(): Worker {
    const w = new Worker(BOOT, { workerData: { entry: ENTRY } });
    w.on('message', (reply: WorkerReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('outputs' in reply) p.resolve(reply.outputs);
      else p.reject(reply.missingImages ? new MissingImageError(reply.missingImages) : new Error(reply.error));
      if (pending.size === 0) {
        // An idle worker must not keep the process alive (tests, scripts, shutdown).
        w.unref();
        armIdle();
      }
    });
    w.on('error', (err) => failAll(err));
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      if (code !== 0) failAll(new Error(`render worker exited with code ${code}`));
    });
    return w;
  }

  function armIdle() {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => void stop(), IDLE_MS);
    idle.unref();
  }

  async function stop(): Promise<void> {
    if (idle) clearTimeout(idle);
    const w = worker;
    worker = null;
    if (w) await w.terminate();
  }

  return {
    render(task: RenderTask): Promise<RenderOutput[]> {
      if (idle) clearTimeout(idle);
      worker ??= spawn();
      worker.ref();
      const id = next++;
      const transfer = [...new Set(task.images.map(([, b]) => b.buffer as ArrayBuffer))];
      return new Promise<RenderOutput[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker?.postMessage({ id, task }, transfer);
      });
    },
    stop,
  };
}

export const renderPool = createRenderPool();
