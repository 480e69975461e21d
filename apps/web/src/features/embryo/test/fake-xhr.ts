import { onTestFinished } from 'vitest';

/** One upload the page sent, held until the test answers it as the server would. */
export interface HeldUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Reports `loaded` of `total` bytes sent, as the browser's upload progress event does. */
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
}

/**
 * A stand-in for the browser's XMLHttpRequest (jsdom's would go to the network): each send is held in
 * `uploads` for the test to move along and answer. The real one comes back when the test finishes.
 */
export function installFakeXhr() {
  const uploads: HeldUpload[] = [];
  const original = globalThis.XMLHttpRequest;
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      uploads.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        },
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  onTestFinished(() => {
    globalThis.XMLHttpRequest = original;
  });
  return { uploads };
}
