// Keeps one comment per pull request with the preview stage's URL (used by deploy.yml through
// actions/github-script; `github` is its authenticated Octokit, `context` the event).
const MARKER = "<!-- printshop-preview -->";

async function findPullRequests({ github, context, branch, issueNumber }) {
  if (issueNumber) return [issueNumber];
  const { owner, repo } = context.repo;
  const { data } = await github.rest.pulls.list({
    owner,
    repo,
    state: "open",
    head: `${owner}:${branch}`,
  });
  return data.map((pr) => pr.number);
}

function body({ stage, siteUrl, sha, removed }) {
  if (removed) {
    return `${MARKER}\n**Preview \`${stage}\`** was removed with \`sst remove\`.`;
  }
  return [
    MARKER,
    `**Preview \`${stage}\`** is deployed${sha ? ` at ${sha.slice(0, 7)}` : ""}:`,
    "",
    `- shop: ${siteUrl}`,
    `- admin: ${siteUrl}/admin/`,
    "",
    "It is removed when this pull request is closed or the branch is deleted.",
  ].join("\n");
}

async function upsertPreviewComment({
  github,
  context,
  branch,
  stage,
  siteUrl,
  sha,
  removed,
  issueNumber,
}) {
  const { owner, repo } = context.repo;
  const numbers = await findPullRequests({ github, context, branch, issueNumber });
  if (numbers.length === 0) {
    console.log(`No open pull request for ${branch}: nothing to comment.`);
    return;
  }
  for (const issue_number of numbers) {
    const comments = await github.paginate(github.rest.issues.listComments, {
      owner,
      repo,
      issue_number,
      per_page: 100,
    });
    const existing = comments.find((comment) => comment.body && comment.body.includes(MARKER));
    const text = body({ stage, siteUrl, sha, removed });
    if (existing) {
      await github.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: text });
    } else {
      await github.rest.issues.createComment({ owner, repo, issue_number, body: text });
    }
  }
}

module.exports = { upsertPreviewComment, MARKER };
