// First: the data of the screen this navigation opens is asked for before anything else runs (preload.ts).
import "./start-preloads";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./styles.css";

const mount = document.getElementById("app")!;
createRoot(mount).render(
  <StrictMode>
    <App initialLanguage={mount.dataset.language} />
  </StrictMode>,
);
