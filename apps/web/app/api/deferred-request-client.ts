import type { RequestClient } from '@tideline/core/request';

export interface DeferredRequestClient {
  /** Usable at once: calls made before `settle` wait for the real client, then go out through it. */
  client: RequestClient;
  /** Hands over the real client, once its security steps are installed; later calls are ignored. */
  settle(real: RequestClient): void;
  /** The real client could not be loaded: every waiting and later call fails with this error. */
  fail(error: unknown): void;
}

/**
 * A stand-in for a request client whose code is loaded later (request-runtime.ts). Components
 * get it during their first render, as before, and their calls simply wait until the real one is
 * ready, so no call can leave unsigned before the gateway security layer is in place.
 */
export function createDeferredRequestClient(): DeferredRequestClient {
  let real: RequestClient | null = null;
  let resolveReady: (client: RequestClient) => void = () => {};
  let rejectReady: (error: unknown) => void = () => {};
  const ready = new Promise<RequestClient>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A failed load is reported through each call's own promise, not as an unhandled rejection.
  ready.catch(() => {});

  const loaded = (): RequestClient => {
    if (real === null) throw new Error('the request client is still loading');
    return real;
  };

  const client: RequestClient = {
    async get<T>(...call: Parameters<RequestClient['get']>) {
      return (await ready).get<T>(...call);
    },
    async post<T>(...call: Parameters<RequestClient['post']>) {
      return (await ready).post<T>(...call);
    },
    async put<T>(...call: Parameters<RequestClient['put']>) {
      return (await ready).put<T>(...call);
    },
    async delete<T>(...call: Parameters<RequestClient['delete']>) {
      return (await ready).delete<T>(...call);
    },
    async upload<T>(...call: Parameters<RequestClient['upload']>) {
      return (await ready).upload<T>(...call);
    },
    // Nothing can be in flight before the real client exists.
    cancel: (method, path) => real?.cancel(method, path) ?? false,
    use(onRequest, onResponse, onResponseError) {
      if (real !== null) return real.use(onRequest, onResponse, onResponseError);
      let removed = false;
      let remove: (() => void) | null = null;
      void ready.then(
        (settled) => {
          if (!removed) remove = settled.use(onRequest, onResponse, onResponseError);
        },
        () => {},
      );
      return () => {
        removed = true;
        remove?.();
      };
    },
    get serverClock() {
      return loaded().serverClock;
    },
    get axios() {
      return loaded().axios;
    },
  };

  return {
    client,
    settle(settled) {
      if (real !== null) return;
      real = settled;
      resolveReady(settled);
    },
    fail: (error) => rejectReady(error),
  };
}
