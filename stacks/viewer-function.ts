/**
 * Runs the source of a CloudFront viewer-request function (JavaScript runtime 2.0) as deployed,
 * with a stand-in for the `cloudfront` module that records the origin the function selects
 * (`cf.selectRequestOriginById`). One executor for the infrastructure tests (stacks/test-app.ts)
 * and the deployed-shape runner (test/deployed/cloudfront.ts). CDK-free.
 */

interface Value {
  value: string;
  multiValue?: { value: string }[];
}

export interface ViewerRequest {
  method: string;
  uri: string;
  headers: Record<string, Value>;
  querystring: Record<string, Value>;
  cookies?: Record<string, Value>;
}

/** A response a function generates instead of sending the request on. */
export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, Value>;
  body?: string | { data: string; encoding: "text" | "base64" };
}

export interface ViewerEvent {
  version: "1.0";
  context: { eventType: "viewer-request"; distributionId?: string; requestId?: string };
  viewer: { ip: string };
  request: ViewerRequest;
}

export interface ViewerOutcome {
  request?: ViewerRequest;
  response?: ViewerResponse;
  /** The origin id the function chose with `cf.selectRequestOriginById`, if it did. */
  selectedOrigin?: string;
}

type Handler = (event: ViewerEvent) => ViewerRequest | ViewerResponse;
const compiled = new Map<string, (cf: object) => Handler>();

/** Compiles once per source text; each run gets its own `cloudfront` module stand-in. */
function handlerFactory(code: string) {
  let factory = compiled.get(code);
  if (!factory) {
    // The runtime's one import, replaced by a parameter (the function has no other imports).
    const body = code.replace(/^import cf from ["']cloudfront["'];?/m, "");
    // The function's deployed source text is what is run, by design.
    factory = new Function("cf", `${body}\nreturn handler;`) as (cf: object) => Handler;
    compiled.set(code, factory);
  }
  return factory;
}

export function executeViewerFunction(
  code: string,
  event: ViewerEvent,
  knownOrigins?: readonly string[],
): ViewerOutcome {
  let selectedOrigin: string | undefined;
  const cf = {
    selectRequestOriginById(id: string) {
      // CloudFront fails the function when the id names no origin of the distribution.
      if (knownOrigins && !knownOrigins.includes(id))
        throw new Error(`selectRequestOriginById: no origin ${id} in the distribution`);
      selectedOrigin = id;
    },
  };
  const result = handlerFactory(code)(cf)(event);
  return "statusCode" in result
    ? { response: result, selectedOrigin }
    : { request: result, selectedOrigin };
}

/** A sample request (tests): method, uri and a few headers, as a viewer event. */
export function runViewerFunction(
  code: string,
  request: {
    method?: string;
    uri: string;
    accept?: string;
    host?: string;
    viewerIp?: string;
    headers?: Record<string, string>;
  },
): { request: ViewerRequest; selectedOrigin?: string } {
  const outcome = executeViewerFunction(code, {
    version: "1.0",
    context: { eventType: "viewer-request" },
    viewer: { ip: request.viewerIp ?? "198.51.100.7" },
    request: {
      method: request.method ?? "GET",
      uri: request.uri,
      headers: {
        ...(request.accept ? { accept: { value: request.accept } } : {}),
        ...(request.host ? { host: { value: request.host } } : {}),
        ...Object.fromEntries(
          Object.entries(request.headers ?? {}).map(([k, v]) => [k, { value: v }]),
        ),
      },
      querystring: {},
    },
  });
  if (!outcome.request) throw new Error("the function answered instead of passing the request on");
  return { request: outcome.request, selectedOrigin: outcome.selectedOrigin };
}
