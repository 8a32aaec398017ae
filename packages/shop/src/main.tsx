import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./zod-jitless";
import { App } from "./App";
import { api } from "./api";
import { startFirstCalls } from "./firstCalls";
import "./styles.css";

// The page's calls and chunks first, then the first render, as a transition: React renders it in
// slices and yields between them (no long task holding the main thread while the page starts).
startFirstCalls(api, window.location.pathname);
const root = createRoot(document.getElementById("app")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
