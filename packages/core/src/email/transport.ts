/** A message as a transport sends it: rendered, with an HTML and a text part. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (tests and logs): `account.confirm`, `order.confirm`, ... */
  kind: string;
  locale: string;
}

export interface EmailTransport {
  /** Recorded on the stored message: `ses`, `local`, `memory`. */
  name: string;
  send(message: OutgoingMessage): Promise<void>;
}

const MEMORY_LIMIT = 200;
const memory: OutgoingMessage[] = [];

/**
 * Outside AWS: the message stays in the outbox table (the admin's Outbox shows it, links and all)
 * and in memory for tests; one log line says it was stored, with the text outside tests so a
 * developer at the terminal sees the links too.
 */
export const memoryTransport: EmailTransport = {
  name: "local",
  // eslint-disable-next-line @typescript-eslint/require-await -- the EmailTransport interface's send is async; the memory transport has nothing to wait for
  async send(message) {
    memory.push(message);
    if (memory.length > MEMORY_LIMIT) memory.splice(0, memory.length - MEMORY_LIMIT);
    if (process.env.VITEST) return;
    console.log(
      `[email] ${message.kind} to ${message.to}: ${message.subject} (stored; see the admin's Outbox)\n${message.text}`,
    );
  },
};

/** The messages the memory transport took, oldest first (tests). */
export function sent(filter: { to?: string; kind?: string } = {}): OutgoingMessage[] {
  return memory.filter(
    (m) => (!filter.to || m.to === filter.to) && (!filter.kind || m.kind === filter.kind),
  );
}

export function clearSent(): void {
  memory.length = 0;
}
