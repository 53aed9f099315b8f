import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import { ENDPOINTS, type TEndpoint, type TEndpointResponse } from '@portal/contracts';
import { API_BASE, ROUTES, type THttpMethod, type TRouteName } from '@portal/contracts/routes';

/*
 * MSW handlers for the screen stories, built from the endpoint table by name: a story says
 * `mockEndpoint('getAllUsers', ...)`, never a path, and its fixture must be the endpoint's answer
 * type. The path, the method and the success status come from the table.
 */

/** A request as a resolver sees it: the request itself and the filled path parameters. */
export interface EndpointCall {
  request: Request;
  /** The path's `:name` parameters, e.g. `{ id }` for getClient. */
  params: Readonly<Record<string, string>>;
}

type Awaitable<T> = T | Promise<T>;

/** What a resolver gives back: the endpoint's answer (sent with its success status) or a Response. */
export type EndpointAnswer<N extends TRouteName> = TEndpointResponse<N> | Response;

/** Answers a request to the endpoint `N`. */
export type EndpointResolver<N extends TRouteName> = (
  call: EndpointCall,
) => Awaitable<EndpointAnswer<N>>;

/** A fixed answer, or a resolver that builds one per request. */
export type EndpointMock<N extends TRouteName> = TEndpointResponse<N> | EndpointResolver<N>;

const handlerFor: Record<THttpMethod, typeof http.get> = {
  GET: http.get,
  POST: http.post,
  PATCH: http.patch,
  PUT: http.put,
  DELETE: http.delete,
};

/** A handler for the endpoint's method and URL (path parameters match any value). */
function on(name: TRouteName, resolver: (call: EndpointCall) => Promise<Response>): HttpHandler {
  const { method, path } = ROUTES[name];
  return handlerFor[method](`${API_BASE}${path}`, ({ request, params }) =>
    resolver({ request, params: stringParams(params) }),
  );
}

function stringParams(params: Record<string, string | readonly string[] | undefined>) {
  const entries = Object.entries(params).flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, value] as const] : [],
  );
  return Object.fromEntries(entries);
}

function endpointNamed(name: TRouteName): TEndpoint {
  const endpoint = ENDPOINTS.find((entry) => entry.name === name);
  if (!endpoint) throw new Error(`${name} is not in the endpoint table`);
  return endpoint;
}

function isResolver<N extends TRouteName>(mock: EndpointMock<N>): mock is EndpointResolver<N> {
  return typeof mock === 'function';
}

/**
 * The success answer as the server would send it. A fixture that its endpoint's answer schema
 * refuses is answered 500 with the schema's complaint, so that the story fails where it drifted.
 */
function successResponse(name: TRouteName, answer: unknown): Response {
  const { response: schema, status = 200 } = endpointNamed(name);
  if (answer instanceof Blob) return new HttpResponse(answer, { status });
  if ('safeParse' in schema) {
    const checked = schema.safeParse(answer);
    if (!checked.success) {
      const message = `The story's answer to ${name} does not match its schema: ${checked.error.message}`;
      console.error(message);
      return HttpResponse.json({ message }, { status: 500 });
    }
  }
  return HttpResponse.json(answer as Record<string, unknown>, { status });
}

async function respond<N extends TRouteName>(
  name: N,
  mock: EndpointMock<N>,
  call: EndpointCall,
): Promise<Response> {
  const answer = isResolver(mock) ? await mock(call) : mock;
  return answer instanceof Response ? answer : successResponse(name, answer);
}

/**
 * Answers the endpoint `name` with `mock`: a fixture of its answer type, or a resolver that
 * returns one (or a Response, for a refusal with headers and the like).
 */
export function mockEndpoint<N extends TRouteName>(name: N, mock: EndpointMock<N>): HttpHandler {
  return on(name, (call) => respond(name, mock, call));
}

/** A handler that never answers: the screen stays in its loading or sending state. */
export function neverAnswers(name: TRouteName): HttpHandler {
  return on(name, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** A field problem as the server lists it under `details` of a 400. */
export interface ServerFieldProblem {
  path: string;
  message: string;
}

function refusal(status: number, message?: string, details?: readonly ServerFieldProblem[]) {
  return message
    ? HttpResponse.json(details ? { message, details } : { message }, { status })
    : new HttpResponse(null, { status });
}

/**
 * The endpoint refuses with `status`: with the server's `message` (and the `details` of a 400)
 * when given, else with an empty body, so that the screen falls back to its own words.
 */
export function failsWith(
  name: TRouteName,
  status: number,
  message?: string,
  details?: readonly ServerFieldProblem[],
): HttpHandler {
  return on(name, async () => refusal(status, message, details));
}

/** The request never reaches the server (a network error). */
export function cannotReach(name: TRouteName): HttpHandler {
  return on(name, async () => HttpResponse.error());
}

/** One request a screen sent, as a story's `play` checks it. */
export interface SentRequest {
  /** The path's parameters, e.g. `{ id }`. */
  params: Readonly<Record<string, string>>;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of a multipart body, or undefined without a body. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const copy = request.clone();
  if (type.includes('application/json')) return copy.json();
  if (type.includes('multipart/form-data')) return copy.formData();
  const text = await copy.text();
  return text === '' ? undefined : text;
}

/** The requests one endpoint received in a story, for `play` to assert what the screen sent. */
export interface EndpointSpy<N extends TRouteName> {
  /** A handler that records each request, then answers with `mock`; it forgets earlier requests. */
  answers(mock: EndpointMock<N>): HttpHandler;
  /** A handler that records each request, then refuses it as `failsWith` does. */
  refuses(status: number, message?: string, details?: readonly ServerFieldProblem[]): HttpHandler;
  /**
   * A handler that records each request, refuses the first `times` as `refuses` does, and
   * answers the later ones with `mock`: a failure that Retry gets past.
   */
  refusesFirst(
    times: number,
    status: number,
    message: string | undefined,
    mock: EndpointMock<N>,
  ): HttpHandler;
  /** Every request received since the handler was made, oldest first. */
  readonly requests: readonly SentRequest[];
  /** The body of the one request received; throws when there was none, or more than one. */
  body(): unknown;
}

/**
 * Watches an endpoint. Create it once per stories file, install its handler in `beforeEach`
 * (`msw.use(login.answers(fixture))`) and assert in `play` (`expect(login.body()).toEqual(...)`).
 */
export function spyOnEndpoint<N extends TRouteName>(name: N): EndpointSpy<N> {
  let requests: SentRequest[] = [];
  const recording = (answer: (call: EndpointCall) => Promise<Response>) => {
    requests = [];
    return on(name, async (call) => {
      const { request, params } = call;
      requests.push({
        params,
        query: new URL(request.url).searchParams,
        body: await readBody(request),
      });
      return answer(call);
    });
  };
  return {
    answers: (mock) => recording((call) => respond(name, mock, call)),
    refuses: (status, message, details) => recording(async () => refusal(status, message, details)),
    refusesFirst: (times, status, message, mock) => {
      let refused = 0;
      return recording(async (call) => {
        if (refused >= times) return respond(name, mock, call);
        refused += 1;
        return refusal(status, message);
      });
    },
    get requests() {
      return requests;
    },
    body() {
      const [only, ...others] = requests;
      if (!only || others.length > 0) {
        throw new Error(`Expected one request to ${name}, got ${requests.length}`);
      }
      return only.body;
    },
  };
}

/** A multipart body as plain values, for `toEqual`: text parts as they are, files by name and type. */
export function formFields(
  form: unknown,
): Record<string, string | { fileName: string; type: string }> {
  if (!(form instanceof FormData)) throw new Error('Expected a multipart (FormData) body');
  const fields: Record<string, string | { fileName: string; type: string }> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : { fileName: value.name, type: value.type };
  });
  return fields;
}
