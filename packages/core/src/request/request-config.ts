import qs from 'qs';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** §7 content types: JSON, form-urlencoded with bracket arrays (`a[]=1&a[]=2`), multipart. */
export type BodyFormat = 'json' | 'form' | 'multipart';

export type RequestParams = Record<string, unknown>;

export const API_PREFIX = '/v1';

export const CONTENT_TYPE: Record<BodyFormat, string | undefined> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  // The browser writes the multipart boundary itself; a hand-set type would lack it.
  multipart: undefined,
};

/** §7: every path gets the /v1 prefix (given once: a path already under /v1 is kept). */
export function apiPath(path: string): string {
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return rooted === API_PREFIX || rooted.startsWith(`${API_PREFIX}/`) ? rooted : `${API_PREFIX}${rooted}`;
}

export function serializeQuery(params: RequestParams): string {
  return qs.stringify(params, { arrayFormat: 'brackets', skipNulls: true });
}

function appendField(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendField(form, `${name}[]`, item);
  } else if (value instanceof Blob) {
    form.append(name, value);
  } else if (typeof value === 'object') {
    form.append(name, JSON.stringify(value));
  } else {
    form.append(name, String(value));
  }
}

export function toFormData(params: RequestParams): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) appendField(form, name, value);
  return form;
}

export function encodeBody(params: RequestParams, format: BodyFormat): unknown {
  switch (format) {
    case 'json':
      return params;
    case 'form':
      return serializeQuery(params);
    case 'multipart':
      return toFormData(params);
  }
}

export interface RequestShape {
  url: string;
  query: RequestParams;
  body: unknown;
  contentType: string | undefined;
}

/**
 * §7: languageType on every request, a timestamp on GET, and the params as the query of a GET or
 * the body of any other method.
 */
export function shapeRequest(
  method: RequestMethod,
  path: string,
  params: RequestParams,
  format: BodyFormat,
  context: { languageType: number; now: number },
): RequestShape {
  const url = apiPath(path);
  if (method === 'GET') {
    return {
      url,
      query: { ...params, languageType: context.languageType, timestamp: context.now },
      body: undefined,
      contentType: undefined,
    };
  }
  return {
    url,
    query: { languageType: context.languageType },
    body: encodeBody(params, format),
    contentType: CONTENT_TYPE[format],
  };
}

export interface FileUpload {
  file: Blob;
  /** The multipart field that carries the file; `file` unless the endpoint names another. */
  fieldName?: string;
  filename?: string;
  fields?: RequestParams;
}

/** §7 file upload: the named file, an optional filename, and extra data fields. */
export function uploadFormData(upload: FileUpload): FormData {
  const form = toFormData(upload.fields ?? {});
  const fieldName = upload.fieldName ?? 'file';
  if (upload.filename === undefined) form.append(fieldName, upload.file);
  else form.append(fieldName, upload.file, upload.filename);
  return form;
}
