/** The PR comment the deploy workflow keeps up to date (.github/workflows/preview-comment.cjs). */
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const { upsertPreviewComment, MARKER } = require("../.github/workflows/preview-comment.cjs") as {
  upsertPreviewComment(args: Record<string, unknown>): Promise<void>;
  MARKER: string;
};

function fakeGithub(openPulls: number[], comments: { id: number; body: string }[]) {
  const calls: { op: string; args: any }[] = [];
  const rest = {
    pulls: {
      list: async (args: any) => (
        calls.push({ op: "list", args }),
        { data: openPulls.map((number) => ({ number })) }
      ),
    },
    issues: {
      listComments: async () => ({ data: comments }),
      createComment: async (args: any) => calls.push({ op: "create", args }),
      updateComment: async (args: any) => calls.push({ op: "update", args }),
    },
  };
  const github = { rest, paginate: async (fn: any, args: any) => (await fn(args)).data };
  return { github, calls };
}
const context = { repo: { owner: "shop", repo: "printshop" } };

describe("upsertPreviewComment", () => {
  test("comments the shop and admin URLs on the branch's open pull request", async () => {
    const { github, calls } = fakeGithub([7], []);
    await upsertPreviewComment({
      github,
      context,
      branch: "feature/x",
      stage: "feature-x",
      siteUrl: "https://d1.cloudfront.net",
      sha: "abcdef123",
    });
    expect(calls[0]).toEqual({
      op: "list",
      args: expect.objectContaining({ head: "shop:feature/x", state: "open" }),
    });
    const created = calls.find((c) => c.op === "create")!;
    expect(created.args.issue_number).toBe(7);
    expect(created.args.body).toContain(MARKER);
    expect(created.args.body).toContain("https://d1.cloudfront.net/admin/");
    expect(created.args.body).toContain("abcdef1");
  });

  test("edits its earlier comment instead of adding another", async () => {
    const { github, calls } = fakeGithub(
      [7],
      [
        { id: 1, body: "LGTM" },
        { id: 2, body: `${MARKER}\nold` },
      ],
    );
    await upsertPreviewComment({
      github,
      context,
      branch: "feature/x",
      stage: "feature-x",
      siteUrl: "https://d2.cloudfront.net",
    });
    expect(calls.filter((c) => c.op === "create")).toEqual([]);
    expect(calls.find((c) => c.op === "update")!.args).toMatchObject({
      comment_id: 2,
      body: expect.stringContaining("d2.cloudfront.net"),
    });
  });

  test("says when the stage was removed, and does nothing without a pull request", async () => {
    const removed = fakeGithub([], [{ id: 3, body: `${MARKER}\nold` }]);
    await upsertPreviewComment({
      github: removed.github,
      context,
      branch: "b",
      stage: "b",
      removed: true,
      issueNumber: 9,
    });
    expect(removed.calls.find((c) => c.op === "update")!.args.body).toMatch(/was removed/);

    const none = fakeGithub([], []);
    await upsertPreviewComment({
      github: none.github,
      context,
      branch: "b",
      stage: "b",
      siteUrl: "https://x",
    });
    expect(none.calls.map((c) => c.op)).toEqual(["list"]);
  });
});
