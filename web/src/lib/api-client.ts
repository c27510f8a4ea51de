import { fillPath } from '@sunward/shared/route-path';
import type { RouteDefinition } from '@sunward/shared/routes';
import { ErrorBody } from '@sunward/shared/schemas/error-body';
import * as z from 'zod/mini';
import { nextTask } from './next-task';

/**
 * A non-ok answer from the API. The message is `"<status>: <body text>"`, or
 * `"<status>: <status text>"` when the body is empty (spec §8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The raw response body, usually the JSON `ErrorBody`. */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }

  /** The body as the API's error shape (`{ message, issues? }`), when it is one. */
  errorBody(): ErrorBody | undefined {
    try {
      const parsed = ErrorBody.safeParse(JSON.parse(this.body));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}

/** What a route answers once its response schema has parsed it. */
export type ApiResponse<R extends RouteDefinition> = z.infer<R['response']>;

type ParamsOption<R extends RouteDefinition> = R extends { params: z.core.$ZodType }
  ? { params: z.input<R['params']> }
  : { params?: undefined };

type BodyOption<R extends RouteDefinition> = R extends { request: z.core.$ZodType }
  ? { body: z.input<R['request']> }
  : { body?: undefined };

/** What the route's `query` schema takes in; the server parses it, so it may leave out defaulted keys. */
type QueryOption<R extends RouteDefinition> = R extends { query: z.core.$ZodType }
  ? { query?: z.input<R['query']> }
  : { query?: undefined };

export type ApiRequestOptions<R extends RouteDefinition> = ParamsOption<R> & BodyOption<R> & QueryOption<R>;

/** Options are required exactly when the route has path parameters or a request body. */
type ApiRequestArgs<R extends RouteDefinition> = R extends { params: z.core.$ZodType } | { request: z.core.$ZodType }
  ? [options: ApiRequestOptions<R>]
  : [options?: ApiRequestOptions<R>];

export type ApiRequest = <R extends RouteDefinition>(route: R, ...args: ApiRequestArgs<R>) => Promise<ApiResponse<R>>;

export interface ApiClientOptions {
  /**
   * Where `/api/...` paths resolve. By default the document's own base URL, so the site and
   * its API share an origin (CloudFront in AWS, the local server with `npm start`).
   */
  baseUrl?: string;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * Writes a query object into `url`: `undefined` and `null` are left out, a list repeats its key
 * (API Gateway hands the handler the values joined with commas), anything else is its text.
 */
export function appendQuery(url: URL, query: Record<string, QueryValue | readonly QueryValue[]> | undefined): void {
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue]) {
      if (one !== undefined && one !== null) url.searchParams.append(key, String(one));
    }
  }
}

function resolveBaseUrl(baseUrl: string | undefined): string {
  if (baseUrl !== undefined) return baseUrl;
  if (typeof document !== 'undefined') return document.baseURI;
  throw new Error('apiRequest needs a baseUrl outside a browser');
}

/** Builds a request function bound to a base URL; the app uses `apiRequest`, tests a real server's URL. */
export function createApiClient({ baseUrl }: ApiClientOptions = {}): ApiRequest {
  return async function request<R extends RouteDefinition>(route: R, ...[options]: ApiRequestArgs<R>) {
    // A query's first fetch starts as its component mounts, inside React's commit: sending it a
    // task later keeps the request's own work out of the commit's long task on a slow phone.
    await nextTask();
    const path = fillPath(route.path, options?.params as Record<string, string> | undefined);
    const url = new URL(path, resolveBaseUrl(baseUrl));
    appendQuery(url, options?.query as Record<string, QueryValue | readonly QueryValue[]> | undefined);
    const hasBody = options?.body !== undefined;

    const response = await fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      headers: hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    });

    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, response.statusText, text);

    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    const payload: unknown = response.status === 204 || text === '' ? undefined : isJson ? JSON.parse(text) : text;
    return z.parse(route.response, payload) as ApiResponse<R>;
  };
}

/** The only way the web app talks to `/api`: cookies sent, JSON in and out, answers parsed by the route's schema. */
export const apiRequest: ApiRequest = createApiClient();
