// Worker threads do not inherit tsx's loader from the parent (node 20): register it, then load the TypeScript entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
