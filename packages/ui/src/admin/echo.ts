/**
 * Tells a controlled editor's own values, coming back through its parent, from new values set
 * from outside. Each value the editor hands out is remembered until the parent has passed back a
 * later one: with several keystrokes in flight, the parent may render an earlier one after the
 * editor has moved on, and treating that as a new value would reset the content and drop the keys
 * typed since. A value the editor never handed out (another record loaded, a reset) is outside's.
 */
export class EchoFilter {
  /** Values handed out and not yet passed back, oldest first (bounded: a parent that never echoes). */
  private pending: string[];

  constructor(
    initial: string,
    private readonly limit = 100,
  ) {
    this.pending = [initial];
  }

  /** The editor handed `value` out. */
  emitted(value: string): void {
    this.pending.push(value);
    if (this.pending.length > this.limit) this.pending.shift();
  }

  /**
   * The parent passes `value` in: true when it is one the editor handed out (it and every older
   * one are then settled); false when it comes from outside (the editor should show it; it
   * becomes the only value known).
   */
  isEcho(value: string): boolean {
    const at = this.pending.lastIndexOf(value);
    if (at === -1) {
      this.pending = [value];
      return false;
    }
    this.pending.splice(0, at);
    return true;
  }
}
