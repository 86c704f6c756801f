// Onboarding on the real server: variant B holds a new user at /profile-setup and is completed by
// keyboard alone; variant A ("Update Profile") is pre-filled, survives a reload, keeps the answers through a
// failed save and saves the change. Axe runs on every step; screenshots at 1280 and 390 px.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { signUp } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/onboarding-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots/onboarding-${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(overflow, `${name} is wider than 390 px`).toBeLessThanOrEqual(0);
}

const pathname = (page: Page) => new URL(page.url()).pathname;

async function at(page: Page, path: string) {
  await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe(path);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (keyboard only), failing after 40 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function stepHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 2, name });
  await heading.waitFor();
  return heading;
}

describe.skipIf(!enabled)('onboarding', () => {
  const browser = useBrowser();

  it('a new user is held at /profile-setup, completes variant B by keyboard and lands on /projects', async () => {
    const { page, pageErrors } = await browser.open();
    await signUp(page, {
      firstName: 'Olu',
      lastName: 'Ade',
      email: uniqueEmail('olu'),
      password: 'long enough',
    });
    await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
    await at(page, '/profile-setup');
    for (const path of ['/projects', '/ai-assistant', '/onboarding', '/profile']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
      await at(page, '/profile-setup');
    }

    // Step 0: welcome; Previous disabled.
    await stepHeading(page, 'Welcome');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'b-welcome');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 1: focus moves to the heading; Next waits for a creative type and an experience level.
    const focus = await stepHeading(page, 'Your Creative Focus');
    await expect.poll(() => isFocused(focus)).toBe(true);
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await tabTo(page, page.getByRole('button', { name: 'Visual Artist' }));
    // Radix moves the focus of an arrow key on a timer: wait for it before pressing Space.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(page.getByRole('button', { name: 'Musician' }))).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: 'Musician' }).getAttribute('aria-pressed')).toBe('true');
    expect(await next.isDisabled()).toBe(true);
    await tabTo(page, page.getByRole('radio', { name: /Beginner/ })); // into the experience radio group
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: /Beginner/ }).getAttribute('aria-checked')).toBe('true');
    await shoot(page, 'b-focus');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 2: communication style and learning preference are required.
    const prefs = await stepHeading(page, 'Marketing Preferences');
    await expect.poll(() => isFocused(prefs)).toBe(true);
    const complete = page.getByRole('button', { name: 'Complete Profile' });
    expect(await complete.isDisabled()).toBe(true);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await tabTo(page, page.getByRole('button', { name: 'Branding & Identity' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('radio', { name: /Professional/ }));
    await page.keyboard.press('ArrowRight'); // arrows move through the cards
    const casual = page.getByRole('radio', { name: /Casual/ });
    await expect.poll(() => isFocused(casual)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => casual.getAttribute('aria-checked')).toBe('true');
    expect(await complete.isDisabled()).toBe(true);
    await tabTo(page, page.getByRole('radio', { name: /Hands-on/ }));
    await page.keyboard.press('Space');
    await shoot(page, 'b-preferences');
    await tabTo(page, complete);
    await page.keyboard.press('Enter');

    await page.getByText('Profile completed!', { exact: true }).waitFor();
    await at(page, '/projects');
    const saved = await (await page.request.get('/api/profile')).json();
    expect(saved).toMatchObject({
      creativeTypes: ['music'],
      experienceLevel: 'beginner',
      primarySkills: ['branding_identity'],
      communicationStyle: 'casual',
      learningPreference: 'hands_on',
      onboardingCompleted: true,
    });
    expect(pageErrors).toEqual([]);
  });

  it('Update Profile (variant A) is pre-filled, survives a reload and a failed save, and saves the change', async () => {
    const { page, pageErrors } = await browser.open();
    await signUp(page, {
      firstName: 'Ines',
      lastName: 'K',
      email: uniqueEmail('ines'),
      password: 'long enough',
    });
    await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
    // Variant B quickly, by mouse this time.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Photographer' }).click();
    await page.getByRole('radio', { name: /Intermediate/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Creative/ }).click();
    await page.getByRole('radio', { name: /Mixed/ }).click();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await at(page, '/projects');

    await page.getByRole('button', { name: /^User menu: / }).click();
    await page.getByRole('menuitem', { name: 'Update Profile' }).click();
    await at(page, '/onboarding');
    await stepHeading(page, 'Creative Background');
    expect(await page.getByRole('button', { name: 'Photography' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('radio', { name: /Intermediate/ }).getAttribute('aria-checked')).toBe('true');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'a-background');
    await page.getByRole('button', { name: 'Next' }).click();

    await stepHeading(page, 'Current Project');
    await page.getByLabel('Project name').fill('Night Markets');
    await page.getByLabel(/Target audience/).fill('Street food lovers');
    await page.getByRole('radio', { name: 'Launched' }).click();
    // A reload on step 2 keeps the answers.
    await page.reload();
    await stepHeading(page, 'Current Project');
    expect(await page.getByLabel(/Target audience/).inputValue()).toBe('Street food lovers');
    expect(await page.getByLabel('Project name').inputValue()).toBe('Night Markets');
    expect(await page.getByRole('radio', { name: 'Launched' }).getAttribute('aria-checked')).toBe('true');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'a-project');
    await page.getByRole('button', { name: 'Next' }).click();

    await stepHeading(page, 'Goals & Resources');
    await page.getByRole('button', { name: 'Grow my following' }).click();
    await page.getByRole('radio', { name: /Moderate \(\$50-200/ }).click();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'a-goals');

    // A failing save: the product's toast, and the answers stay.
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'Internal Server Error' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('Failed to save profile').first().waitFor();
    await page.getByText('Error', { exact: true }).waitFor();
    await at(page, '/onboarding');
    expect(await page.getByRole('button', { name: 'Grow my following' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'a-failed');
    await page.unroute('**/api/profile');

    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('Profile Saved!', { exact: true }).waitFor();
    await at(page, '/');
    const saved = await (await page.request.get('/api/profile')).json();
    expect(saved).toMatchObject({
      creativeTypes: ['photography'],
      currentProjectName: 'Night Markets',
      targetAudience: 'Street food lovers',
      projectStage: 'launched',
      availableBudget: 'moderate',
      communicationStyle: 'creative',
      onboardingCompleted: true,
    });
    expect(saved.businessGoals).toContain('grow_following');

    // The summary at /profile shows it, with Edit back to /onboarding.
    await page.goto('/profile');
    await page.getByText('Street food lovers').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'profile');
    await page.getByRole('link', { name: 'Edit' }).click();
    await at(page, '/onboarding');
    await stepHeading(page, 'Creative Background');

    // /project-setup: the current project, saved to the profile, then back to /project-insights.
    await page.goto('/project-setup');
    await page.getByRole('heading', { level: 1, name: 'Set up your current project' }).waitFor();
    await page.getByLabel(/Project name/).fill('');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Project name is required').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'project-setup');
    await page.getByLabel(/Project name/).fill('Harbour Zines');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await at(page, '/project-insights');
    expect((await (await page.request.get('/api/profile')).json()).currentProjectName).toBe('Harbour Zines');
    expect(pageErrors).toEqual([]);
  });
});
