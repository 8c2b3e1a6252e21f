/**
 * `fetch` with one addition: it reports how much of the request body has been sent (0 to 1).
 * fetch cannot report upload progress, so this sends through XMLHttpRequest and answers a
 * standard `Response`: the API client reads it exactly as it reads a fetch answer. It is the
 * only place in the web app that uses XMLHttpRequest.
 */
export function fetchWithUploadProgress(url: string, init: RequestInit, onProgress: (sent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) return reject(signal.reason as unknown);
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.withCredentials = init.credentials === 'include';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      // A 204 or 205 answer cannot carry a body in a Response.
      const body = xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
