import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import "./zod-jitless";
import { App } from "./App";
import { api } from "./api";
import { i18n } from "./i18n";
import { startFirstCalls } from "./firstCalls";
import { keepQuotesToConfirm, quotesNeedConfirming, readServerState } from "./ssr-state";
import "./styles.css";

const container = document.getElementById("app")!;
const server = readServerState(document);
if (server) {
  // A page the server rendered (entry-server.tsx): its queries go into the cache as the server
  // answered them, and React hydrates its HTML. The first render must match that HTML.
  // No first calls: the page's data came with it, and hydration loads the page's chunks (which
  // the HTML preloads); the account is asked for by its link once hydrated.
  hydrate(api.queryClient, server.queries);
  // Its quotes were the server's answer when it rendered; on a page a cache kept, each product
  // page asks its quote again once hydrated (shown at once, then confirmed: render-context.ts
  // useConfirmKeptQuote), so a price changed meanwhile shows at once. Not before hydration: the
  // first render must be the server's, which showed no "confirming".
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (quotesNeedConfirming(server.at, Date.now(), navigation))
    keepQuotesToConfirm(server.queries.queries.map((q) => q.queryKey));
  // In a task of its own (the module's evaluation is one long task already), as a transition like
  // the client render below: React hydrates in slices and yields between them.
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App api={api} i18n={i18n} render={{ at: server.at }} />
        </StrictMode>,
      );
    }),
  );
} else {
  // The page's calls and chunks first, then the first render, as a transition: React renders it in
  // slices and yields between them (no long task holding the main thread while the page starts).
  void startFirstCalls(api, window.location.pathname);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App api={api} i18n={i18n} />
      </StrictMode>,
    ),
  );
}
