import { CHUNK_LOAD_TIMEOUT_MS, ROUTER_RETRY_LIMIT } from '@cityip/contracts';

/** A route chunk that could not be loaded (spec section 8): `type` timeout or missing. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly type: 'timeout' | 'missing',
    /** 'CSS_CHUNK_LOAD_FAILED' when the failed chunk was a stylesheet. */
    readonly code?: 'CSS_CHUNK_LOAD_FAILED',
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

const CSS_FAILURE = /Unable to preload CSS|CSS_CHUNK_LOAD_FAILED|\.css/i;

/** Whether an error means a code or stylesheet chunk failed to load (the reload page handles it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`, 'timeout')),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function asChunkError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChunkLoadError(message, 'missing', CSS_FAILURE.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : undefined);
}

/**
 * Loads a lazy route chunk, retrying a failed load up to `retries` more times (spec: limit 2),
 * each attempt limited to `timeoutMs` (spec: 120000 ms). The final failure is a ChunkLoadError.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  { retries = ROUTER_RETRY_LIMIT, timeoutMs = CHUNK_LOAD_TIMEOUT_MS } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw asChunkError(lastError);
}
