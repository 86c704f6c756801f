import { linkIn, waitForMail } from '@market-muse/test-servers/mailbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { greeting, signUp, signUpByApi, userMenu } from '../src/flows.ts';
import { enabled, mailboxURL, uniqueEmail, useBrowser } from '../src/harness.ts';

const RESET_SUBJECT = 'Reset your Market Muse password';
const NEW_PASSWORD = /^New password\b/;
const WIDTHS = [1280, 390] as const;

/** Axe at both widths; with MM_SCREENSHOTS=<dir>, a full-page picture of each for a person to look at. */
async function checkScreen(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect((await seriousViolations(page)).join('\n'), `${name} at ${width} px`).toBe('');
    const dir = process.env.MM_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(!enabled || !mailboxURL)('account recovery and the account page', () => {
  const browser = useBrowser();

  it('signing up with a taken email shows the same success, asks to check the inbox, and the owner gets a reset link', async () => {
    const user = {
      firstName: 'Alan',
      lastName: 'Turing',
      email: uniqueEmail('alan'),
      password: 'enigma machine',
    };
    const owner = await browser.open();
    await signUpByApi(owner.page, user);

    const { page, pageErrors } = await browser.open();
    await page.goto('/login');
    await signUp(page, { ...user, firstName: 'Other', password: 'another password' });
    const status = page.getByRole('status').filter({ hasText: 'Check your inbox to continue' });
    await status.getByText(`We sent a message to ${user.email}`, { exact: false }).waitFor();
    expect(await page.locator('[data-slot="toast"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await checkScreen(page, 'sign-up-taken');

    const mail = await waitForMail(mailboxURL, user.email, 'Someone tried to sign up with your email');
    const link = linkIn(mail.text, '/reset-password');
    await page.goto(link.pathname + link.search);
    await page.getByLabel(NEW_PASSWORD).fill('a brand new one');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await greeting(page, 'Alan').waitFor();
    expect((await owner.page.request.get('/api/auth/user')).status()).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it('a creative who forgot the password gets a link by mail, chooses a new one and is signed in, everywhere else out', async () => {
    const user = {
      firstName: 'Rosa',
      lastName: 'Bonheur',
      email: uniqueEmail('rosa'),
      password: 'first password',
    };
    const elsewhere = await browser.open();
    await signUpByApi(elsewhere.page, user);

    const { page, pageErrors } = await browser.open();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await checkScreen(page, 'forgot-password');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByRole('button', { name: 'Send the link' }).click();
    await form.getByText('Email is required').waitFor();
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Email').press('Enter');
    await page
      .getByRole('status')
      .getByText(/we sent it a link to choose a new password/)
      .waitFor();
    await checkScreen(page, 'forgot-password-sent');

    const mail = await waitForMail(mailboxURL, user.email, RESET_SUBJECT);
    const link = linkIn(mail.text, '/reset-password');
    expect(mail.html).toContain(link.href.replaceAll('&', '&amp;'));
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await checkScreen(page, 'reset-password');
    await page.getByLabel(NEW_PASSWORD).fill('a brand new one');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await greeting(page, 'Rosa').waitFor();

    expect((await elsewhere.page.request.get('/api/auth/user')).status()).toBe(401);
    // The link worked once: opened again, it is refused with the reason.
    const again = await page.request.post('/api/auth/password/reset', {
      data: { token: link.searchParams.get('token'), password: 'yet another one' },
    });
    expect(again.status()).toBe(400);
    expect(pageErrors).toEqual([]);
  });

  it('until the email is confirmed a banner on every signed-in screen asks for it, resends a limited number of links, and goes once confirmed', async () => {
    const user = {
      firstName: 'Berthe',
      lastName: 'Morisot',
      email: uniqueEmail('berthe'),
      password: 'first password',
    };
    const { page, pageErrors } = await browser.open();
    await signUpByApi(page, user);
    await page.goto('/');
    await greeting(page, 'Berthe').waitFor();
    const banner = page.getByRole('region', { name: 'Confirm your email' });
    await banner.getByText(user.email).waitFor();
    await checkScreen(page, 'verify-banner');
    await page.goto('/projects');
    await banner.waitFor();

    // Three new links an hour; the fourth is refused with the wait in words, beside the button.
    const resend = banner.getByRole('button', { name: 'Resend' });
    for (let i = 0; i < 3; i++) {
      await resend.click();
      await banner.getByRole('status').getByText(`We sent a new link to ${user.email}.`).waitFor();
      await expect.poll(() => resend.isEnabled()).toBe(true);
    }
    await resend.focus();
    await page.keyboard.press('Enter');
    await banner
      .getByRole('status')
      .getByText(/^We sent several links already\. Try again in \d+ minutes?\.$/)
      .waitFor();
    await checkScreen(page, 'verify-banner-limited');

    const confirm = await waitForMail(mailboxURL, user.email, 'Confirm your email for Market Muse');
    const link = linkIn(confirm.text, '/verify-email');
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.goto('/');
    await greeting(page, 'Berthe').waitFor();
    expect(await banner.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('the account page, from the user menu, shows the email state, changes the password and signs other devices out', async () => {
    const user = {
      firstName: 'Mary',
      lastName: 'Cassatt',
      email: uniqueEmail('mary'),
      password: 'first password',
    };
    const other = await browser.open();
    await signUpByApi(other.page, user);
    const { page, pageErrors } = await browser.open();
    const signedIn = await page.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto('/');
    await userMenu(page, 'Mary').click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await page.getByText('Not confirmed').waitFor();
    await page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device').waitFor();
    await checkScreen(page, 'account');

    // The name, edited in place: a blank first name is refused beside its field, a new one greets at once.
    const name = page.getByRole('form', { name: 'Your name' });
    await expect.poll(() => name.getByLabel(/^First name\b/).inputValue()).toBe('Mary');
    await name.getByLabel(/^First name\b/).fill('  ');
    await name.getByRole('button', { name: 'Save name' }).click();
    await name.getByText('First name is required').waitFor();
    await name.getByLabel(/^First name\b/).fill('Mariette');
    await name.getByLabel(/^First name\b/).press('Enter');
    await userMenu(page, 'Mariette').waitFor();
    await page.goto('/');
    await greeting(page, 'Mariette').waitFor();
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();

    // Keyboard only: the password form is reachable and sends with Enter.
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel(/^Current password\b/).focus();
    await page.keyboard.type('not it');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('second password');
    await page.keyboard.press('Enter');
    await change.getByText('This is not your current password').waitFor();
    await expect
      .poll(() => change.getByLabel(/^Current password\b/).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await change.getByLabel(/^Current password\b/).fill(user.password);
    await change.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Every other device was signed out.').first().waitFor();
    expect((await other.page.request.get('/api/auth/user')).status()).toBe(401);
    await page.getByText('This is the only signed-in device.').waitFor();

    // The confirmation link from the sign-up mail confirms the email, signed in.
    const confirm = await waitForMail(mailboxURL, user.email, 'Confirm your email for Market Muse');
    const link = linkIn(confirm.text, '/verify-email');
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
    await checkScreen(page, 'verify-email');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.getByText('Confirmed', { exact: true }).waitFor();

    // A new email: the link goes to the new address, and opening it moves the account there.
    const newEmail = uniqueEmail('mary.new');
    const move = page.getByRole('form', { name: 'Change email' });
    await move.getByLabel('New email').fill(newEmail);
    await move.getByLabel(/^Password\b/).fill('second password');
    await move.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').getByText(`We sent a link to ${newEmail}`).waitFor();
    const moveMail = await waitForMail(mailboxURL, newEmail, 'Confirm your new email for Market Muse');
    const moveLink = linkIn(moveMail.text, '/confirm-email');
    await page.goto(moveLink.pathname + moveLink.search);
    await page.getByRole('heading', { level: 1, name: 'Your email is changed' }).waitFor();
    await page.goto('/account');
    await page.getByText(newEmail).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
