/**
 * The e-mail port. There is no mail service yet: the default transport keeps the last messages
 * in memory (tests assert on them) and logs one line per message. In AWS, an SES transport
 * (`SESv2Client.send(new SendEmailCommand(...))`) plugs in through `useTransport` at start-up.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for (tests and logs): `account.confirm`, `account.exists`, ... */
  kind: string;
}

export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
}

const OUTBOX_LIMIT = 200;
const outbox: EmailMessage[] = [];

/** Dev/test transport: remembers the message and logs a line (with the text outside AWS, for the links). */
export const memoryTransport: EmailTransport = {
  async send(message) {
    outbox.push(message);
    if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
    if (process.env.VITEST) return;
    const inAws = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
    console.log(`[email] ${message.kind} to ${message.to}: ${message.subject}${inAws ? "" : `\n${message.text}`}`);
  },
};

let transport: EmailTransport = memoryTransport;

export function useTransport(next: EmailTransport): void {
  transport = next;
}

export function send(message: EmailMessage): Promise<void> {
  return transport.send(message);
}

/** The messages the memory transport kept, oldest first (tests). */
export function sent(filter: { to?: string; kind?: string } = {}): EmailMessage[] {
  return outbox.filter((m) => (!filter.to || m.to === filter.to) && (!filter.kind || m.kind === filter.kind));
}

export function clearOutbox(): void {
  outbox.length = 0;
}
