/** archiver 8 ships no types (and @types/archiver describes v6): the part of its API the gallery ZIP uses. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export interface ZipOptions {
    zlib?: { level?: number };
    forceZip64?: boolean;
  }
  export interface EntryData {
    name: string;
    date?: Date;
    /** Store without compressing (images are compressed already). */
    store?: boolean;
  }
  export class ZipArchive extends Transform {
    constructor(options?: ZipOptions);
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
