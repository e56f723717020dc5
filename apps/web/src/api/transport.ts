import type { HttpMethod } from '@hearth/domain';

/** One call as it goes on the wire: address with its query, every header, the encoded body. */
export type OutgoingCall = {
  method: HttpMethod;
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string | FormData | undefined;
  timeoutMs: number;
  signal?: AbortSignal;
  /** For an upload: the share of the bytes sent, from 0 to 1 (null while the size is unknown). */
  onUploadProgress?: (fraction: number | null) => void;
};

/** What came back: any status, the body (JSON read when it is JSON), the headers by name. */
export type Reply = { status: number; data: unknown; header(name: string): string | null };

/** Why no reply came: the network failed, the time ran out, or the call was given up. */
export type NoReplyKind = 'network' | 'timeout' | 'aborted';

export class NoReplyError extends Error {
  override name = 'NoReplyError';
  readonly kind: NoReplyKind;

  constructor(kind: NoReplyKind) {
    super(`No reply: ${kind}`);
    this.kind = kind;
  }
}

/** Carries a call to the server and back; a reply of any status resolves, only no reply rejects. */
export type Transport = (call: OutgoingCall) => Promise<Reply>;

/** A JSON body read as JSON, anything else (an HTML error page) as its text. */
function readBody(text: string): unknown {
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The browser's XMLHttpRequest rather than `fetch`: it is the one that reports an upload's
 * progress, which the photo and document uploads show.
 */
export const xhrTransport: Transport = (call) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const giveUp = () => xhr.abort();
    const settle = (finish: () => void) => () => {
      call.signal?.removeEventListener('abort', giveUp);
      finish();
    };
    xhr.open(call.method, call.url);
    xhr.withCredentials = true;
    xhr.timeout = call.timeoutMs;
    for (const [name, value] of Object.entries(call.headers)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.onload = settle(() =>
      resolve({
        status: xhr.status,
        data: readBody(xhr.responseText),
        header: (name) => xhr.getResponseHeader(name),
      }),
    );
    xhr.onerror = settle(() => reject(new NoReplyError('network')));
    xhr.ontimeout = settle(() => reject(new NoReplyError('timeout')));
    xhr.onabort = settle(() => reject(new NoReplyError('aborted')));
    const { onUploadProgress } = call;
    if (onUploadProgress !== undefined) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress(event.lengthComputable ? event.loaded / event.total : null);
    }
    call.signal?.addEventListener('abort', giveUp, { once: true });
    xhr.send(call.body ?? null);
  });
