// Plain JavaScript on purpose: a worker thread does not inherit tsx's loader on Node 20, so it registers it
// itself before importing the TypeScript entry named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
