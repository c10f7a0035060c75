import { type ChildProcess, fork } from 'node:child_process';
import type { AppContext } from '../../context';

const CHILD = new URL('./svg-decode-child.mjs', import.meta.url);
/** A decoder process kept idle this long is stopped (sharp and librsvg hold ~60 MB). */
const IDLE_MS = 30_000;
const START_TIMEOUT_MS = 30_000;

export interface SvgDecoded {
  width: number;
  height: number;
  space: string;
  hasAlpha: boolean;
  /** WebP, long side `previewSize`. */
  large: Buffer;
}
export type SvgDecodeReply = SvgDecoded | { error: 'unreadable' | 'pixels'; width: number; height: number };

/** The render did not finish within the budget; its process was killed. */
export class SvgDecodeTimeout extends Error {}

export interface SvgDecoderOptions {
  /** Budget of one render, from the moment a ready process receives it. */
  timeoutMs: number;
  /** Renders at once (one process each). */
  concurrency: number;
}

interface Slot {
  child: Promise<ChildProcess> | null;
  idle: NodeJS.Timeout | null;
}

export interface SvgDecoder {
  /** Renders the SVG's large preview in a separate process; waits its turn, owners taking turns. */
  decode(
    owner: string | number,
    source: string | Buffer,
    maxPixels: number,
    previewSize: number,
  ): Promise<SvgDecodeReply>;
  /** Renders queued or running right now (tests, metrics). */
  readonly load: { running: number; waiting: number };
  stop(): Promise<void>;
}

/**
 * SVGs are rendered by librsvg, which cannot be interrupted: a file that renders for minutes holds a thread for
 * minutes (sharp's timeout is only checked between tiles), and four such files held every thread of the shared
 * pool and the image-decoding slots, so another seller's PNG waited 42 s. Here each render runs in a child process
 * that is killed when it passes its budget, at most `concurrency` at once, apart from the raster decoding slots;
 * waiting renders are served one owner at a time in turn, so one seller's queue of heavy files delays another
 * seller's SVG by at most one budget per running slot.
 */
export function createSvgDecoder(opts: SvgDecoderOptions): SvgDecoder {
  const slots: Slot[] = Array.from({ length: Math.max(1, opts.concurrency) }, () => ({ child: null, idle: null }));
  const free: Slot[] = [...slots];
  /** Waiting renders per owner; Map order is the turn order (an owner served goes to the back). */
  const waiting = new Map<string | number, Array<(slot: Slot) => void>>();
  let waitingCount = 0;
  let next = 1;

  function spawn(slot: Slot): Promise<ChildProcess> {
    const child = fork(CHILD, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const ready = new Promise<ChildProcess>((resolve, reject) => {
      // A process that cannot even start (an overloaded machine) fails this render instead of holding the slot.
      const stuck = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('SVG decoder did not start'));
      }, START_TIMEOUT_MS);
      child.once('message', () => {
        clearTimeout(stuck);
        resolve(child);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(stuck);
        reject(new Error(`SVG decoder exited (${code ?? signal}) while starting`));
      });
      child.once('error', (err) => {
        clearTimeout(stuck);
        reject(err);
      });
    });
    child.on('exit', () => {
      if (slot.child === ready) slot.child = null;
    });
    child.on('error', () => {});
    slot.child = ready;
    ready.catch(() => {
      if (slot.child === ready) slot.child = null;
    });
    return ready;
  }

  function setIdle(child: ChildProcess, slot: Slot, idle: boolean) {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    if (idle) {
      // An idle decoder must not keep the process alive (tests, scripts, shutdown).
      child.unref();
      child.channel?.unref();
      slot.idle = setTimeout(() => {
        slot.child = null;
        child.kill();
      }, IDLE_MS);
      slot.idle.unref();
    } else {
      child.ref();
      child.channel?.ref();
    }
  }

  async function render(slot: Slot, msg: Record<string, unknown>): Promise<SvgDecodeReply> {
    const child = await (slot.child ?? spawn(slot));
    setIdle(child, slot, false);
    const id = next++;
    return new Promise<SvgDecodeReply>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (m: { id: number } & SvgDecodeReply) => {
        if (m.id !== id) return;
        done();
        setIdle(child, slot, true);
        if ('large' in m) resolve({ ...m, large: Buffer.from(m.large.buffer, m.large.byteOffset, m.large.length) });
        else resolve(m);
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        reject(new Error(`SVG decoder exited (${code ?? signal})`));
      };
      const timer = setTimeout(() => {
        done();
        slot.child = null;
        child.kill('SIGKILL');
        reject(new SvgDecodeTimeout(`SVG render passed ${opts.timeoutMs} ms`));
      }, opts.timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, ...msg });
    });
  }

  const acquire = (owner: string | number): Promise<Slot> => {
    const slot = free.pop();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => {
      const queue = waiting.get(owner);
      if (queue) queue.push(resolve);
      else waiting.set(owner, [resolve]);
      waitingCount++;
    });
  };

  const release = (slot: Slot) => {
    const first = waiting.entries().next();
    if (first.done) {
      free.push(slot);
      return;
    }
    const [owner, queue] = first.value;
    const resolve = queue.shift()!;
    waiting.delete(owner);
    if (queue.length) waiting.set(owner, queue);
    waitingCount--;
    resolve(slot);
  };

  return {
    async decode(owner, source, maxPixels, previewSize) {
      const slot = await acquire(owner);
      try {
        return await render(slot, { source, maxPixels, previewSize });
      } finally {
        release(slot);
      }
    },
    get load() {
      return { running: slots.length - free.length, waiting: waitingCount };
    },
    async stop() {
      await Promise.all(
        slots.map(async (slot) => {
          if (slot.idle) clearTimeout(slot.idle);
          const child = await slot.child?.catch(() => null);
          slot.child = null;
          child?.kill();
        }),
      );
    },
  };
}

/** Where SVGs are rendered (a separate, killable process) and whose turn it is. */
export interface SvgDecodeTurn {
  decoder: SvgDecoder;
  /** The seller the file belongs to: waiting SVG renders are served one seller at a time. */
  owner: number;
  timeoutMs: number;
}

/** The turn of `owner`'s files on the context's decoder. */
export const svgTurn = (ctx: AppContext, owner: number): SvgDecodeTurn => ({
  decoder: svgDecoderOf(ctx),
  owner,
  timeoutMs: ctx.config.storage.svgDecodeTimeoutMs,
});

const decoders = new WeakMap<AppContext, SvgDecoder>();

/** The context's SVG decoder, made on first use from its configuration. */
export function svgDecoderOf(ctx: AppContext): SvgDecoder {
  let d = decoders.get(ctx);
  if (!d) {
    const { svgDecodeTimeoutMs, svgDecodeConcurrency } = ctx.config.storage;
    d = createSvgDecoder({ timeoutMs: svgDecodeTimeoutMs, concurrency: svgDecodeConcurrency });
    decoders.set(ctx, d);
  }
  return d;
}
