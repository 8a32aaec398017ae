import type { Feature } from "../types";
import { OutboxPage } from "./OutboxPage";

export const outboxFeature: Feature = {
  id: "outbox",
  label: "section.outbox",
  permission: "administrator",
  path: "outbox",
  routes: [
    { path: "outbox", element: <OutboxPage /> },
    { path: "outbox/:id", element: <OutboxPage /> },
  ],
};
