import type { Locator, Page } from "playwright-core";

/**
 * Moves a kit SortableList row with the keyboard, one step at a time, waiting for each step to
 * take effect: dnd-kit's keyboard sensor starts listening for arrows in a timer after the lift, and
 * measures the rows after the lift renders, so keys pressed straight after Space can be lost.
 */
export async function moveByKeyboard(page: Page, list: Locator, index: number, steps: number) {
  const handle = list.getByRole("button", { name: "Drag to reorder" }).nth(index);
  await handle.focus();
  await page.keyboard.press("Space");
  const lifted = list.locator("li.dragging");
  await lifted.waitFor();
  // Let the sensor's own zero-delay timer (queued by the lift) run before the first arrow.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  const key = steps > 0 ? "ArrowDown" : "ArrowUp";
  for (let i = 1; i <= Math.abs(steps); i++) {
    const before = await lifted.evaluate((el) => (el as HTMLElement).style.transform);
    await page.keyboard.press(key);
    await page.waitForFunction(([el, was]) => (el as HTMLElement).style.transform !== was, [
      await lifted.elementHandle(),
      before,
    ] as const);
  }
  await page.keyboard.press("Space");
  await lifted.waitFor({ state: "detached" });
}
