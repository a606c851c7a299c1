/** The envelope every /v1 answer carries. */
export interface Envelope<T = unknown> {
  code: string | number;
  data: T;
  msg: string;
  status: 'success' | 'error';
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/**
 * A fetch-based client with a cookie jar, standing in for a browser: cookies set by the server are
 * sent back on later calls.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  readonly headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async raw(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...this.headers,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...init.headers,
      },
      body: init.body,
    });
    this.keepCookies(response);
    return response;
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const response = await this.raw(method, path, {
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(
        `${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}) {
    return this.call<T>('POST', path, body);
  }
}
