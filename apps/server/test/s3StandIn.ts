import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../src/config.ts';

// A stand-in for S3, for tests only: a loopback HTTP server speaking the part of S3's REST API
// the file store uses (path-style), to the real AWS SDK, multipart uploads included (an upload
// streamed in larger than a part). It keeps objects in memory.
//
// Why not a package: s3rver's maintained fork (@20minutes/s3rver 4.x, the one that installs under
// Node 20/22) rejects ListObjectsV2's signature from SDK v3 and fails paging with an internal
// error (its continuation tokens use DES, which OpenSSL 3 leaves out); MinIO and LocalStack are
// binaries or containers.
//
// Requests are checked as S3 checks them where it matters to the store: the access key must be
// the stand-in's (so the SDK's credential chain is exercised; the signature itself is not
// verified), DeleteObjects must carry a checksum, and a missing bucket or key gets S3's error XML.

export type S3StandIn = {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (with S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The object keys in `bucket`, in S3's order. */
  keys: (bucket: string) => string[];
  /** The object's bytes, or undefined. */
  bytes: (bucket: string, key: string) => Buffer | undefined;
  /** Puts an object straight into `bucket`, as another writer of the bucket would. */
  put: (bucket: string, key: string, data: Buffer) => void;
  /**
   * Makes the objects and multipart uploads of `bucket` look as if they had been put or begun
   * `ms` earlier than they were.
   */
  age: (bucket: string, ms: number) => void;
  /** The keys of the multipart uploads in `bucket` begun and neither completed nor aborted. */
  uploadsInProgress: (bucket: string) => string[];
  /** Begins a multipart upload of `key` with one part, as a node stopped mid-upload leaves. */
  beginUpload: (bucket: string, key: string) => void;
  /** Every request so far, as "METHOD /path?query". */
  requests: string[];
  close: () => Promise<void>;
};

type StoredObject = { data: Buffer; contentType: string; lastModified: Date; etag: string };

/** A multipart upload begun and not yet completed or aborted: its parts by number. */
type MultipartUpload = {
  bucket: string;
  key: string;
  contentType: string;
  initiated: Date;
  parts: Map<number, Buffer>;
};

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

const xmlns = 'http://s3.amazonaws.com/doc/2006-03-01/';
const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const unescapeXml = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_whole, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith('#')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    }
    return named[entity.toLowerCase()] ?? '';
  });

const element = (name: string, value: string | number | boolean) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

/** S3 orders keys by their UTF-8 bytes. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly resource = '',
  ) {
    super(message);
  }
}

const noSuchBucket = (bucket: string) =>
  new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist', bucket);
const notImplemented = (what: string) =>
  new S3Failure(501, 'NotImplemented', `The stand-in does not implement ${what}`);

export async function startS3StandIn(options: { buckets: string[] }): Promise<S3StandIn> {
  const accessKeyId = `STANDIN${randomUUID().slice(0, 8).toUpperCase()}`;
  const secretAccessKey = randomUUID();
  const buckets = new Map(
    options.buckets.map((name) => [name, new Map<string, StoredObject>()] as const),
  );
  const requests: string[] = [];
  const uploads = new Map<string, MultipartUpload>();

  const bucketNamed = (name: string) => {
    const found = buckets.get(name);
    if (found === undefined) {
      throw noSuchBucket(name);
    }
    return found;
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    // The SDK names the operation in x-id (?x-id=PutObject); S3 ignores it.
    url.searchParams.delete('x-id');
    const method = request.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    const credential = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
    if (credential !== accessKeyId) {
      throw new S3Failure(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    }
    const body = await bodyOf(request);
    if (
      /aws-chunked/.test(request.headers['content-encoding'] ?? '') ||
      String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
    ) {
      throw notImplemented('aws-chunked uploads');
    }
    // Path-style: /bucket or /bucket/key (the key's "/" kept, each segment percent-encoded).
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (bucketName === '') {
      throw notImplemented('ListBuckets');
    }
    const bucket = bucketNamed(decodeURIComponent(bucketName));

    if (key === '') {
      if (method === 'HEAD') {
        response.writeHead(200).end();
      } else if (method === 'GET' && url.searchParams.has('uploads')) {
        listUploads(decodeURIComponent(bucketName), url.searchParams, response);
      } else if (method === 'GET' && url.searchParams.get('list-type') === '2') {
        listObjects(bucketName, bucket, url.searchParams, response);
      } else if (method === 'POST' && url.searchParams.has('delete')) {
        deleteObjects(bucket, request.headers, body, response);
      } else {
        throw notImplemented(`${method} on a bucket with ${url.search || 'no query'}`);
      }
      return;
    }
    const missingKey = () =>
      new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.', key);
    if (url.searchParams.has('uploads') || url.searchParams.has('uploadId')) {
      multipart(
        decodeURIComponent(bucketName),
        key,
        method,
        url.searchParams,
        request,
        body,
        response,
      );
      return;
    }
    switch (method) {
      case 'PUT': {
        if (request.headers['x-amz-copy-source'] !== undefined || url.search !== '') {
          throw notImplemented(`PUT with ${url.search || 'a copy source'}`);
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        bucket.set(key, {
          data: body,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          lastModified: new Date(),
          etag,
        });
        response.writeHead(200, { ETag: etag }).end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        if (request.headers.range !== undefined) {
          throw notImplemented('ranged GET');
        }
        const object = bucket.get(key);
        if (object === undefined) {
          throw missingKey();
        }
        response.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': object.data.length,
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
        });
        response.end(method === 'GET' ? object.data : undefined);
        return;
      }
      case 'DELETE':
        bucket.delete(key);
        response.writeHead(204).end();
        return;
      default:
        throw notImplemented(`${method} on an object`);
    }
  }

  /**
   * CreateMultipartUpload, UploadPart, CompleteMultipartUpload (the parts in the order the
   * request lists them, each by its ETag) and AbortMultipartUpload.
   */
  function multipart(
    bucketName: string,
    key: string,
    method: string,
    query: URLSearchParams,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ) {
    if (method === 'POST' && query.has('uploads')) {
      const uploadId = randomUUID();
      uploads.set(uploadId, {
        bucket: bucketName,
        key,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        initiated: new Date(),
        parts: new Map(),
      });
      const xml =
        `${xmlHead}<InitiateMultipartUploadResult xmlns="${xmlns}">${element('Bucket', bucketName)}` +
        `${element('Key', key)}${element('UploadId', uploadId)}</InitiateMultipartUploadResult>`;
      response.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
      return;
    }
    const uploadId = query.get('uploadId') ?? '';
    const upload = uploads.get(uploadId);
    if (upload === undefined || upload.bucket !== bucketName || upload.key !== key) {
      throw new S3Failure(404, 'NoSuchUpload', 'The specified upload does not exist.', key);
    }
    if (method === 'PUT') {
      const partNumber = Number(query.get('partNumber'));
      upload.parts.set(partNumber, body);
      response.writeHead(200, { ETag: `"${md5(body)}"` }).end();
      return;
    }
    if (method === 'DELETE') {
      uploads.delete(uploadId);
      response.writeHead(204).end();
      return;
    }
    if (method !== 'POST') {
      throw notImplemented(`${method} on a multipart upload`);
    }
    const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(
      (match) => ({
        number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(match[1] ?? '')?.[1]),
        etag: unescapeXml(/<ETag>([\s\S]*?)<\/ETag>/.exec(match[1] ?? '')?.[1] ?? ''),
      }),
    );
    const parts = listed.map(({ number, etag }) => {
      const part = upload.parts.get(number);
      if (part === undefined || `"${md5(part)}"` !== etag) {
        throw new S3Failure(
          400,
          'InvalidPart',
          'One or more of the specified parts could not be found.',
        );
      }
      return part;
    });
    const data = Buffer.concat(parts);
    const etag = `"${md5(Buffer.concat(parts.map((part) => createHash('md5').update(part).digest())))}-${parts.length}"`;
    bucketNamed(bucketName).set(key, {
      data,
      contentType: upload.contentType,
      lastModified: new Date(),
      etag,
    });
    uploads.delete(uploadId);
    const xml =
      `${xmlHead}<CompleteMultipartUploadResult xmlns="${xmlns}">${element('Bucket', bucketName)}` +
      `${element('Key', key)}${element('ETag', etag)}</CompleteMultipartUploadResult>`;
    response.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
  }

  /** ListMultipartUploads of one page (the stand-in holds few): key, upload id, when begun. */
  function listUploads(name: string, query: URLSearchParams, response: http.ServerResponse) {
    if (query.has('delimiter') || query.has('key-marker')) {
      throw notImplemented('ListMultipartUploads with a delimiter or a marker');
    }
    const prefix = query.get('prefix') ?? '';
    const listed = [...uploads]
      .filter(([, upload]) => upload.bucket === name && upload.key.startsWith(prefix))
      .sort(([, a], [, b]) => byBytes(a.key, b.key))
      .map(
        ([uploadId, upload]) =>
          `<Upload>${element('Key', upload.key)}${element('UploadId', uploadId)}${element('Initiated', upload.initiated.toISOString())}</Upload>`,
      );
    const xml =
      `${xmlHead}<ListMultipartUploadsResult xmlns="${xmlns}">${element('Bucket', name)}` +
      `${element('Prefix', prefix)}${element('IsTruncated', false)}${listed.join('')}</ListMultipartUploadsResult>`;
    response.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
  }

  function listObjects(
    name: string,
    bucket: Map<string, StoredObject>,
    query: URLSearchParams,
    response: http.ServerResponse,
  ) {
    if (query.has('delimiter') || query.has('encoding-type')) {
      throw notImplemented('ListObjectsV2 with a delimiter or an encoding type');
    }
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), 1000);
    const token = query.get('continuation-token');
    const after =
      token === null
        ? (query.get('start-after') ?? '')
        : Buffer.from(token, 'base64url').toString('utf8');
    const matching = [...bucket.keys()]
      .filter((key) => key.startsWith(prefix) && byBytes(key, after) > 0)
      .sort(byBytes);
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page.map((key) => {
      const object = bucket.get(key) as StoredObject;
      return `<Contents>${element('Key', key)}${element('LastModified', object.lastModified.toISOString())}${element('ETag', object.etag)}${element('Size', object.data.length)}${element('StorageClass', 'STANDARD')}</Contents>`;
    });
    const last = page.at(-1);
    const xml =
      `${xmlHead}<ListBucketResult xmlns="${xmlns}">${element('Name', name)}${element('Prefix', prefix)}` +
      `${element('KeyCount', page.length)}${element('MaxKeys', maxKeys)}${element('IsTruncated', truncated)}` +
      contents.join('') +
      (token === null ? '' : element('ContinuationToken', token)) +
      (truncated && last !== undefined
        ? element('NextContinuationToken', Buffer.from(last).toString('base64url'))
        : '') +
      '</ListBucketResult>';
    response.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
  }

  function deleteObjects(
    bucket: Map<string, StoredObject>,
    headers: http.IncomingHttpHeaders,
    body: Buffer,
    response: http.ServerResponse,
  ) {
    const checksummed =
      headers['content-md5'] !== undefined ||
      Object.keys(headers).some((name) => name.startsWith('x-amz-checksum-'));
    if (!checksummed) {
      throw new S3Failure(
        400,
        'InvalidRequest',
        'Missing required header for this request: Content-MD5',
      );
    }
    const text = body.toString('utf8');
    const keys = [...text.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((match) =>
      unescapeXml(match[1] ?? ''),
    );
    const quiet = /<Quiet>\s*true\s*<\/Quiet>/i.test(text);
    for (const key of keys) {
      bucket.delete(key);
    }
    const deleted = quiet ? [] : keys.map((key) => `<Deleted>${element('Key', key)}</Deleted>`);
    const xml = `${xmlHead}<DeleteResult xmlns="${xmlns}">${deleted.join('')}</DeleteResult>`;
    response.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure =
        error instanceof S3Failure
          ? error
          : new S3Failure(500, 'InternalError', error instanceof Error ? error.message : 'error');
      const requestId = randomUUID();
      response.writeHead(failure.status, {
        'Content-Type': 'application/xml',
        'x-amz-request-id': requestId,
      });
      // A HEAD's error is its status alone, as S3 answers it.
      response.end(
        request.method === 'HEAD'
          ? undefined
          : `${xmlHead}<Error>${element('Code', failure.code)}${element('Message', failure.message)}` +
              `${failure.resource === '' ? '' : element(failure.code === 'NoSuchKey' ? 'Key' : 'BucketName', failure.resource)}` +
              `${element('RequestId', requestId)}</Error>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey,
    keys: (name) => [...bucketNamed(name).keys()].sort(byBytes),
    bytes: (name, key) => bucketNamed(name).get(key)?.data,
    put: (name, key, data) => {
      const etag = `"${createHash('md5').update(data).digest('hex')}"`;
      bucketNamed(name).set(key, {
        data,
        contentType: 'binary/octet-stream',
        lastModified: new Date(),
        etag,
      });
    },
    age: (name, ms) => {
      for (const object of bucketNamed(name).values()) {
        object.lastModified = new Date(object.lastModified.getTime() - ms);
      }
      for (const upload of uploads.values()) {
        if (upload.bucket === name) {
          upload.initiated = new Date(upload.initiated.getTime() - ms);
        }
      }
    },
    uploadsInProgress: (name) =>
      [...uploads.values()]
        .filter((upload) => upload.bucket === name)
        .map((upload) => upload.key)
        .sort(byBytes),
    beginUpload: (name, key) => {
      bucketNamed(name);
      uploads.set(randomUUID(), {
        bucket: name,
        key,
        contentType: 'binary/octet-stream',
        initiated: new Date(),
        parts: new Map([[1, Buffer.alloc(16)]]),
      });
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}

/** The file store's settings for `bucket` of the stand-in. */
export const standInSettings = (standIn: S3StandIn, bucket: string): S3Settings => ({
  bucket,
  region: standIn.region,
  endpoint: standIn.endpoint,
  forcePathStyle: true,
});

/** The SDK's credentials for the stand-in, for a store built in the test's own process. */
export const standInCredentials = (standIn: S3StandIn) => ({
  credentials: { accessKeyId: standIn.accessKeyId, secretAccessKey: standIn.secretAccessKey },
});

/** The environment of a server process (main.ts) keeping its files in `bucket` of the stand-in. */
export const standInEnvironment = (standIn: S3StandIn, bucket: string) => ({
  FILE_STORE: 's3',
  S3_BUCKET: bucket,
  S3_REGION: standIn.region,
  S3_ENDPOINT: standIn.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: standIn.accessKeyId,
  AWS_SECRET_ACCESS_KEY: standIn.secretAccessKey,
});

async function bodyOf(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
