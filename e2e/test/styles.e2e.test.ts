import { describe, expect, it } from 'vitest';
import { greeting, saveProfileByApi, signUp, userMenu } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

/** Navigates inside the SPA (no reload), so earlier remotes' sheets stay in the document. */
async function spaNavigate(page: import('playwright-core').Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe.skipIf(!enabled)('the kit sheet and the remotes’ prefixed sheets on one page', () => {
  const browser = useBrowser();

  it('kit components and two remotes keep their styles side by side, with one preflight', async () => {
    const { page } = await browser.open();
    await signUp(page, {
      firstName: 'Mary',
      lastName: 'Shelley',
      email: uniqueEmail('mary'),
      password: 'frankenstein',
    });
    await userMenu(page, 'Mary').waitFor();
    // Past the access gate: a completed profile, then a fresh start of the shell.
    await saveProfileByApi(page);
    await page.goto('/');
    await greeting(page, 'Mary').waitFor();

    await spaNavigate(page, '/projects');
    await page.getByRole('heading', { level: 1, name: 'Your Projects' }).waitFor();
    await spaNavigate(page, '/ai-assistant');
    const assistantTitle = page.getByRole('heading', { level: 1, name: 'AI Marketing Assistant' });
    await assistantTitle.waitFor();

    const styles = await page.evaluate(() => {
      const sheetsText = [...document.styleSheets].map((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
      );
      const probe = (selector: string) => {
        const el = document.querySelector(selector);
        if (!el) throw new Error(`missing ${selector}`);
        const cs = getComputedStyle(el);
        return {
          fontSize: cs.fontSize,
          fontWeight: cs.fontWeight,
          background: cs.backgroundColor,
          color: cs.color,
        };
      };
      const primary = document.createElement('div');
      primary.style.backgroundColor = 'var(--primary)';
      document.body.append(primary);
      const primaryColor = getComputedStyle(primary).backgroundColor;
      primary.remove();
      return {
        preflightSheets: sheetsText.filter(
          (t) => /box-sizing:\s*border-box/.test(t) && /::file-selector-button/.test(t),
        ).length,
        projectsSheets: sheetsText.filter((t) => t.includes('.projects\\:')).length,
        assistantSheets: sheetsText.filter((t) => t.includes('.assistant\\:')).length,
        primaryColor,
        assistantTitle: probe('h1'),
        assistantBadge: probe('section span.assistant\\:bg-primary'),
        menuButton: probe('header button[aria-haspopup="menu"]'),
      };
    });

    expect(styles.preflightSheets, 'preflight comes once, from the kit sheet').toBe(1);
    expect(styles.projectsSheets, 'the projects sheet is still in the page').toBeGreaterThan(0);
    expect(styles.assistantSheets).toBeGreaterThan(0);
    // assistant:text-3xl and assistant:font-bold beat preflight's h1 reset.
    expect(styles.assistantTitle.fontSize).toBe('30px');
    expect(styles.assistantTitle.fontWeight).toBe('700');
    // A remote's prefixed utility resolves the kit's token to the same colour as the kit.
    expect(styles.assistantBadge.background).toBe(styles.primaryColor);
    // The kit's ghost Button in the shell header: kit utilities (text-sm = 14px) apply.
    expect(styles.menuButton.fontSize).toBe('14px');
    expect(styles.menuButton.fontWeight).toBe('500');
  });

  it('on the landing page, kit Buttons and landing classes both apply', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    const getStarted = page.getByRole('link', { name: 'Get Started' });
    await getStarted.waitFor();
    const result = await page.evaluate(() => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Get Started'));
      const h1 = document.querySelector('h1');
      if (!link || !h1) throw new Error('landing not rendered');
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--primary)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        primary,
        buttonBackground: getComputedStyle(link).backgroundColor,
        buttonRadius: getComputedStyle(link).borderTopLeftRadius,
        headingSize: Number.parseFloat(getComputedStyle(h1).fontSize),
      };
    });
    expect(result.buttonBackground).toBe(result.primary);
    expect(result.buttonRadius).not.toBe('0px');
    // landing:md:text-6xl at 1280 px wide: 60 px.
    expect(result.headingSize).toBe(60);
  });
});
