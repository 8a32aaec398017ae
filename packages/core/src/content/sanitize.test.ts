import { describe, expect, it } from "vitest";
import { sanitize } from "./sanitize";

describe("CMS HTML sanitising", () => {
  it.each([
    [
      "keeps text markup",
      "<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em></p><ul><li>a</li></ul>",
      "<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em></p><ul><li>a</li></ul>",
    ],
    ["drops scripts with their content", "<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    [
      "drops event handlers",
      '<p onclick="alert(1)">a</p><img src="https://x.example/a.png" onerror="alert(1)" alt="x">',
      '<p>a</p><img src="https://x.example/a.png" alt="x" />',
    ],
    [
      "drops javascript: links but keeps their text",
      '<a href="javascript:alert(1)">click</a>',
      "<a>click</a>",
    ],
    [
      "drops styles, iframes, forms",
      '<style>p{}</style><iframe src="https://evil.example"></iframe><form><input></form><p style="color:red">x</p>',
      "<p>x</p>",
    ],
    [
      "opens external links safely",
      '<a href="https://example.com">e</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    ],
    [
      "keeps site links as they are",
      '<a href="/page/program-partnerski" target="_blank">p</a>',
      '<a href="/page/program-partnerski">p</a>',
    ],
    [
      "refuses images from http and data: URLs",
      '<img src="http://x.example/a.png"><img src="data:image/png;base64,AAAA">',
      "<img /><img />",
    ],
  ])("%s", (_name, html, clean) => expect(sanitize(html)).toBe(clean));
});

describe("ids from CMS text (DOM clobbering)", () => {
  it("drops every id, so no text can shadow the page's own elements (the server state's script, the app's root)", () => {
    const out = sanitize(
      '<p id="ssr-state">a</p><div id="app"><span id="x" lang="en">b</span></div>',
    );
    expect(out).not.toMatch(/\bid=/);
    expect(out).toBe('<p>a</p><div><span lang="en">b</span></div>');
  });
});
