import { parentPort, workerData } from 'node:worker_threads';
import { type GenerateOptions, patentGenerator } from '../generate/generate-patents.js';
import type { IndexedPatentRecord } from '../patent-record.js';
import { tokensOf } from './search-row.js';

/** A request to the worker: patents `[startId, startId + count)` of the corpus, with their tokens. */
export interface SegmentRequest {
  segment: number;
  startId: number;
  count: number;
}
export interface SegmentReply {
  segment: number;
  records: IndexedPatentRecord[];
}
export interface WorkerSetup {
  entry: string;
  options: Omit<GenerateOptions, 'count' | 'startId'>;
}

const patent = patentGenerator((workerData as WorkerSetup).options);

parentPort?.on('message', (request: SegmentRequest) => {
  const records: IndexedPatentRecord[] = [];
  for (let i = request.startId; i < request.startId + request.count; i++) {
    const record = patent(i);
    records.push({ ...record, tokens: tokensOf(record) });
  }
  parentPort?.postMessage({ segment: request.segment, records } satisfies SegmentReply);
});
