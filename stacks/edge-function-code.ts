import { ORIGIN_VERIFY_HEADER } from "../packages/core/src/config/edge";

/**
 * The source of the CloudFront Functions (viewer request, JavaScript runtime 2.0) of the shop's
 * distribution, CDK-free (stacks/edge-functions.ts deploys them; the deployed-shape runner runs
 * them).
 *
 * Kept as source text so the tests can run the exact code that is deployed against sample
 * requests. CloudFront Functions run a restricted ECMAScript 5.1 engine with some later syntax;
 * the code sticks to `var` and plain functions to stay inside it.
 */

/** Origin ids of the distribution, fixed so the admin router can select an origin by id. */
export const originIds = {
  shop: "shop-site",
  admin: "admin-site",
  api: "api",
  images: "admin-images",
} as const;

/**
 * SPA history fallback for the shop: a path whose last segment has no file extension
 * (`/produkty/etykiety`, `/en/cart`) is a client-side route and gets `/index.html`; anything with
 * an extension is a file of the build. Done here rather than with CloudFront custom error
 * responses, which apply to the whole distribution and would turn the API's JSON 404s into
 * the shop's HTML.
 */
export const shopSpaFallbackCode = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.slice(uri.lastIndexOf("/") + 1);
  if (lastSegment.indexOf(".") === -1) {
    request.uri = "/index.html";
  }
  return request;
}
`.trim();

/**
 * Shared by the functions in front of the API: API Gateway gets its own Host and sees CloudFront's
 * address as the source, so the viewer's host name and IP travel as x-forwarded-host and
 * x-viewer-ip, overwriting whatever the viewer sent (the Lambda reads them, see lambda.ts). A
 * viewer's own x-origin-verify is dropped: that header is CloudFront's alone (the origin's custom
 * header, stacks/Web.ts), so the API never sees a viewer's value beside or instead of it.
 */
const forwardViewerCode = `
function forwardViewer(event) {
  var request = event.request;
  delete request.headers["${ORIGIN_VERIFY_HEADER}"];
  if (request.headers.host) {
    request.headers["x-forwarded-host"] = { value: request.headers.host.value };
  }
  request.headers["x-viewer-ip"] = { value: event.viewer && event.viewer.ip ? event.viewer.ip : "" };
}
`.trim();

/** The header the viewer's IP travels in (the Lambda gets its name as VIEWER_IP_HEADER). */
export const VIEWER_IP_HEADER = "x-viewer-ip";

/**
 * Router for `/admin`, `/admin/*` and `/admin/assets/*`. These paths are shared by the admin SPA
 * (built with base `/admin/`) and the legacy admin JSON API, and a cache behavior can only match on
 * the path, so the choice is made per request:
 * - GET/HEAD of a file (last segment has an extension, e.g. `/admin/assets/index-3f2a.js`) →
 *   the admin site's bucket, with the `/admin` prefix stripped (the bucket holds the build at
 *   its root);
 * - GET/HEAD whose `Accept` includes `text/html` (a browser navigation, a reload of
 *   `/admin/products/12`) → the admin site's `index.html`, and the SPA's router takes over;
 * - everything else (POSTs, `fetch` with `Accept: application/json` or the default star/star)
 *   stays on the behavior's origin, the API.
 * `cf.selectRequestOriginById` switches to an origin already defined in the distribution, with
 * all of that origin's settings (its origin access control included).
 */
export const adminRouterCode = `
import cf from "cloudfront";

${forwardViewerCode}

var ADMIN_ORIGIN_ID = "${originIds.admin}";
var ADMIN_PREFIX = "/admin";

function handler(event) {
  var request = event.request;
  if (request.method !== "GET" && request.method !== "HEAD") {
    forwardViewer(event);
    return request;
  }
  var rest = request.uri.slice(ADMIN_PREFIX.length) || "/";
  var lastSegment = rest.slice(rest.lastIndexOf("/") + 1);
  if (lastSegment.indexOf(".") !== -1) {
    cf.selectRequestOriginById(ADMIN_ORIGIN_ID);
    request.uri = rest;
    return request;
  }
  var accept = request.headers.accept ? request.headers.accept.value : "";
  if (accept.indexOf("text/html") !== -1) {
    cf.selectRequestOriginById(ADMIN_ORIGIN_ID);
    request.uri = "/index.html";
    return request;
  }
  forwardViewer(event);
  return request;
}
`.trim();

/**
 * For every request that goes to the API: the origin request policy forwards all viewer headers
 * but Host (API Gateway answers only to its own name), so the shop's host name travels as
 * `x-forwarded-host`, set here from the viewer's Host (overwriting anything the viewer sent). The
 * API needs it to compare a request's `Origin` with the site it was served from.
 */
export const apiForwardedHostCode = `
${forwardViewerCode}

function handler(event) {
  var request = event.request;
  forwardViewer(event);
  return request;
}
`.trim();

/** Each viewer function's source, by its name in createEdgeFunctions (stacks/distribution-table.ts). */
export const viewerFunctionCode = {
  shopSpaFallback: shopSpaFallbackCode,
  apiForwardedHost: apiForwardedHostCode,
  adminRouter: adminRouterCode,
} as const;
