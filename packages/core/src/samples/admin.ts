import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { MarkSentInput, SampleListInput } from "./admin-schema";

export { MarkSentInput, SampleListInput, SAMPLE_STATUSES } from "./admin-schema";

/**
 * The back office's sample requests: the gsi2 `list_samples` partition read whole (a few requests
 * a day: small), then search, status filter and paging; `markSent` through the audit write path.
 */
export const adminList = fn(SampleListInput, async (input) => {
  const { data } = await db()
    .entities.sampleRequest.query.byCreated({ list: "samples" })
    .go({ order: input.sort.dir, pages: "all" });
  const needle = input.search?.toLocaleLowerCase();
  const kept = data
    .filter((r) => !input.filters?.status || r.status === input.filters.status)
    .filter(
      (r) =>
        !needle ||
        [r.company, r.person, r.email, r.city, r.phone].some((v) =>
          v.toLocaleLowerCase().includes(needle),
        ),
    );
  const start = (input.page - 1) * input.pageSize;
  return {
    items: kept
      .slice(start, start + input.pageSize)
      .map(({ ip: _ip, list: _list, ...r }) => ({ ...r, version: r.version ?? 1 })),
    total: kept.length,
  };
});

/** Marks a request as sent on a day (checked against its version; recorded in the audit log). */
export const markSent = fn(MarkSentInput, async (input, actor: Audit.Actor) => {
  const current = (await db().entities.sampleRequest.get({ requestId: input.requestId }).go()).data;
  if (!current) throw new AppError("not_found", "samples.not_found");
  const version = current.version ?? 1;
  Audit.assertVersion({ version }, input.version);
  type Ops = Parameters<typeof Audit.write>[2];
  await Audit.write(
    actor,
    {
      action: "sample.markSent",
      target: { type: "sample", id: input.requestId },
      before: { status: current.status, sentOn: current.sentOn ?? null },
      after: { status: "sent", sentOn: input.sentOn },
    },
    (e: Parameters<Ops>[0]) => [
      e.sampleRequest
        .patch({ requestId: input.requestId })
        .set({ status: "sent", sentOn: input.sentOn, version: version + 1 })
        // Requests stored before versions existed have none: they count as version 1.
        .where((a, op) =>
          version === 1
            ? `(${op.notExists(a.version)} OR ${op.eq(a.version, 1)})`
            : op.eq(a.version, version),
        )
        .commit(),
    ],
  );
  return {
    requestId: input.requestId,
    status: "sent" as const,
    sentOn: input.sentOn,
    version: version + 1,
  };
});
