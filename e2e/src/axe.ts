// axe on the page as a person sees it: after any colour transition has finished (a theme switched a moment
// ago fades its colours in, and axe measuring halfway through reads a contrast nobody sees).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page, or only inside `within` (a CSS selector). */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Transitions only (a spinner's animation never finishes); one cancelled by the next style change is done.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
