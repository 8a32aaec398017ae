import type { RestRoute } from "./router";

/** The documented legacy REST paths, each a thin shim over the core function its procedure calls. */
export const restRoutes: RestRoute[] = [];

/** Prefixes the legacy API owns: an unmatched request under these is a JSON 404, never the SPA. */
export const apiPrefixes = ["/trpc", "/api", "/en/api", "/de/api", "/calculator/api", "/health"];
