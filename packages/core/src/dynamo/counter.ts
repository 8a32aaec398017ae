import { AsyncLocalStorage } from "node:async_hooks";

/** Counts DynamoDB requests made while serving one API request (or any scoped piece of work). */
export interface RequestCounter {
  count: number;
}

const storage = new AsyncLocalStorage<RequestCounter>();

export function countRequests<T>(fn: () => Promise<T>): Promise<{ result: T; requests: number }>;
export async function countRequests<T>(fn: () => Promise<T>) {
  const counter: RequestCounter = { count: 0 };
  const result = await storage.run(counter, fn);
  return { result, requests: counter.count };
}

/** Runs `fn` with a fresh counter and hands it out, so callers can read it after the fact. */
export function withCounter<T>(counter: RequestCounter, fn: () => T): T {
  return storage.run(counter, fn);
}

export function recordRequest(): void {
  const counter = storage.getStore();
  if (counter) counter.count++;
}
