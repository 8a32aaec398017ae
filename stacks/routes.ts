/**
 * Which requests reach the API Lambda, in one place for the HTTP API (Api.ts) and for
 * CloudFront (Web.ts), so the two cannot disagree.
 */

/**
 * Routes of the HTTP API; every one is served by the single tRPC + REST Lambda. The specific
 * REST paths of docs/spec/api.md are listed besides the catch-alls so that API Gateway's route
 * table documents them and a typo in a path 404s at the gateway instead of reaching the app.
 */
export const apiRoutes = [
  "GET /health",
  "GET /health/ready",
  "ANY /trpc/{proxy+}",
  "GET /calculator/api/get-calculator/{calculatorId}",
  "GET /api/product/{productId}",
  "POST /api/prices/{productId}",
  "POST /api/calculator/order",
  "POST /en/api/calculator/order",
  "POST /de/api/calculator/order",
  // cart, currency, register, ...
  "ANY /api/{proxy+}",
  // The legacy admin API (JSON). Browser navigations under /admin never get here: CloudFront
  // sends them to the admin SPA (see edge-functions.ts).
  "ANY /admin/{proxy+}",
  // The shop's navigations (CloudFront's default behavior, issue 26): rendered pages or the shell.
  "GET /",
  "HEAD /",
  "GET /{proxy+}",
  "HEAD /{proxy+}",
] as const;

/**
 * CloudFront path patterns that go straight to the API origin, uncached, with cookies, query
 * strings and headers (all but Host) forwarded. `/admin` and `/admin/*` are not here: they go
 * through the admin router function, which picks the admin site or the API per request.
 */
export const apiPathPatterns = [
  "/trpc/*",
  "/api/*",
  "/health",
  "/health/ready",
  "/calculator/api/*",
  "/en/api/*",
  "/de/api/*",
  // Unambiguous API namespace: even a navigation (a download link) goes to the API.
  "/admin/api/*",
] as const;
