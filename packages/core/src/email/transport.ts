import { redactLinks } from "./redact";

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
 * Whether the log line may show links' secrets: only when a developer asks for it
 * (`EMAIL_LOG_LINKS=1`, to open a registration or reset link from `pnpm dev`'s terminal) and
 * never in a Lambda, whose log is CloudWatch's, kept and read by others (a preview stage without
 * SES sends its e-mails through this transport).
 */
const logsLinks = (env: NodeJS.ProcessEnv) =>
  env.EMAIL_LOG_LINKS === "1" && !env.AWS_LAMBDA_FUNCTION_NAME;

/**
 * Where no mail service is configured (locally, a preview stage): the message stays in the
 * outbox table (the admin's Outbox shows it, its links' secrets hidden) and in memory for tests;
 * one log line says it was stored, with its text outside tests, redacted (email/redact.ts).
 */
export const memoryTransport: EmailTransport = {
  name: "local",
  // eslint-disable-next-line @typescript-eslint/require-await -- the EmailTransport interface's send is async; the memory transport has nothing to wait for
  async send(message) {
    memory.push(message);
    if (memory.length > MEMORY_LIMIT) memory.splice(0, memory.length - MEMORY_LIMIT);
    if (process.env.VITEST) return;
    console.log(logLine(message));
  },
};

/** The memory transport's log line: what was stored, and the text with its links' secrets hidden. */
export function logLine(message: OutgoingMessage, env: NodeJS.ProcessEnv = process.env): string {
  const text = logsLinks(env) ? message.text : redactLinks(message.text);
  return `[email] ${message.kind} to ${message.to}: ${message.subject} (stored; see the admin's Outbox)\n${text}`;
}

/** The messages the memory transport took, oldest first (tests). */
export function sent(filter: { to?: string; kind?: string } = {}): OutgoingMessage[] {
  return memory.filter(
    (m) => (!filter.to || m.to === filter.to) && (!filter.kind || m.kind === filter.kind),
  );
}

export function clearSent(): void {
  memory.length = 0;
}
