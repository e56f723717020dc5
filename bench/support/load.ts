// Throughput of one GET, with the load generated on its own thread (neither autocannon nor wrk
// ships with the project): the server's event loop spends nothing on the client's side.
import { Worker } from 'node:worker_threads';

export type LoadOptions = {
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
};

type LoadResult = { answered: number; failed: number; seconds: number };

/** Answers a second to GET `url` over `connections` keep-alive connections; throws on any non-200. */
export async function requestsPerSecond(
  url: string,
  { headers = {}, connections = 10, seconds = 5 }: LoadOptions = {},
): Promise<number> {
  const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), {
    workerData: { url, headers, connections, seconds },
  });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  if (result.failed > 0) {
    throw new Error(`GET ${url}: ${result.failed} answers were not 200`);
  }
  return result.answered / result.seconds;
}
