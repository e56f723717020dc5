import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { BrowserClient } from './browserClient.ts';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A GET whose answer is kept byte for byte as it came: fetch undoes a compressed answer, and sends
 * an Accept-Encoding of its own.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A file sent as a multipart form's one field, its bytes given as the test chooses. */
export type MultipartFile = { field: string; fileName: string; contentType: string; data: Buffer };

/**
 * Starts posting `file` as a multipart form to `url` as `client`, over a socket of its own: the
 * form's head and the file's first `firstBytes` are sent, and the test then finishes the body
 * (`rest`) or goes away in the middle of it (`abandon`), which fetch cannot do.
 */
export async function multipartInParts(
  url: string,
  client: BrowserClient,
  file: MultipartFile,
  firstBytes: number,
) {
  const boundary = `----hearth${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.data.length + tail.length,
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
  });
  await new Promise<void>((resolve) =>
    request.write(Buffer.concat([head, file.data.subarray(0, firstBytes)]), () => resolve()),
  );
  return {
    rest: () => {
      request.end(Buffer.concat([file.data.subarray(firstBytes), tail]));
      return answered;
    },
    abandon: () => {
      answered.catch(() => undefined);
      request.destroy();
    },
  };
}
