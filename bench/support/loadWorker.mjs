// The load generator's thread (plain JavaScript: a worker thread does not get the TypeScript
// loader on Node 20): `connections` keep-alive connections, each sending its next GET as soon as
// the last answer has been read, for `seconds`; posts back how many answers came in.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const until = performance.now() + seconds * 1000;
let answered = 0;
let failed = 0;

const get = () =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) {
          answered += 1;
        } else {
          failed += 1;
        }
        resolve();
      });
    });
    request.on('error', reject);
  });

const connection = async () => {
  while (performance.now() < until) {
    await get();
  }
};

const started = performance.now();
await Promise.all(Array.from({ length: connections }, connection));
agent.destroy();
parentPort.postMessage({ answered, failed, seconds: (performance.now() - started) / 1000 });
