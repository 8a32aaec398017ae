import { describe, expect, it } from "vitest";
import { EchoFilter } from "./echo";

describe("EchoFilter (a rich-text editor's own values coming back late)", () => {
  it("an earlier value of its own, passed back after later keys were typed, is an echo, not a reset", () => {
    const echo = new EchoFilter("<p></p>");
    for (const html of ["<p>a</p>", "<p>ab</p>", "<p>abc</p>"]) echo.emitted(html);
    expect(echo.isEcho("<p>a</p>")).toBe(true);
    expect(echo.isEcho("<p>ab</p>")).toBe(true);
    expect(echo.isEcho("<p>abc</p>")).toBe(true);
    // The initial value is its own too.
    expect(new EchoFilter("<p>x</p>").isEcho("<p>x</p>")).toBe(true);
  });

  it("a value never handed out is the outside's (another record), and what was pending before it is forgotten", () => {
    const echo = new EchoFilter("<p></p>");
    echo.emitted("<p>a</p>");
    echo.emitted("<p>ab</p>");
    expect(echo.isEcho("<p>other record</p>")).toBe(false);
    // Its pending values belonged to the previous record: one of them coming back now is outside's.
    expect(echo.isEcho("<p>ab</p>")).toBe(false);
    // The value set from outside is known from then on (passed again, it is no reset).
    expect(echo.isEcho("<p>ab</p>")).toBe(true);
  });

  it("once a later value has come back, an older one is no longer the editor's", () => {
    const echo = new EchoFilter("<p></p>");
    echo.emitted("<p>a</p>");
    echo.emitted("<p>ab</p>");
    expect(echo.isEcho("<p>ab</p>")).toBe(true);
    expect(echo.isEcho("<p>a</p>")).toBe(false);
  });

  it("remembers at most its limit of values a parent never passes back", () => {
    const echo = new EchoFilter("v0", 3);
    for (let i = 1; i <= 5; i++) echo.emitted(`v${i}`);
    expect(echo.isEcho("v2")).toBe(false);
    const kept = new EchoFilter("v0", 3);
    for (let i = 1; i <= 5; i++) kept.emitted(`v${i}`);
    expect(kept.isEcho("v3")).toBe(true);
  });
});
