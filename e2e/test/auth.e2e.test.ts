import { describe, expect, it } from 'vitest';
import {
  LANDING_HEADING,
  PASSWORD_LABEL,
  signIn,
  signInForm,
  signOut,
  signUp,
  signUpForm,
  userMenu,
} from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

describe.skipIf(!enabled)('sign up, sign out, sign in', () => {
  const browser = useBrowser();

  it('a new user signs up, is held at profile setup with their name in the header, signs out and signs in again', async () => {
    const { page, context, pageErrors } = await browser.open();
    const user = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail('ada'),
      password: 'correct horse 1',
    };

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/login');

    await signUp(page, user);
    await userMenu(page, 'Ada').waitFor();
    // The access gate: a new account has no profile yet, so it is held at profile setup.
    await page.waitForURL('**/profile-setup');
    expect(await page.getByTestId('user-menu-name').textContent()).toBe('Ada');
    const session = (await context.cookies()).find((c) => c.httpOnly);
    expect(session, 'an HttpOnly session cookie').toBeDefined();

    await signOut(page);
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // Signed out for the server too: a reload stays on the landing page.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();

    await signIn(page, user.email, user.password);
    await userMenu(page, 'Ada').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a wrong password shows the Login Failed toast with the server text', async () => {
    const { page } = await browser.open();
    const user = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail('grace'),
      password: 'right password',
    };
    await signUp(page, user);
    await userMenu(page, 'Grace').waitFor();
    await signOut(page);
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();

    await signIn(page, user.email, 'wrong password');
    const toast = page.locator('[data-slot="toast"]');
    await toast.getByText('Login Failed', { exact: true }).waitFor();
    await toast.getByText('Invalid email or password', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('invalid forms show field messages and send nothing', async () => {
    const { page } = await browser.open();
    const authPosts: string[] = [];
    page.on('request', (req) => {
      // The passkey autofill asks for its options as the page opens, before any form is sent; only the forms'
      // own requests count here.
      const autofill = req.url().endsWith('/api/auth/passkey/options');
      if (req.method() === 'POST' && req.url().includes('/api/auth/') && !autofill) authPosts.push(req.url());
    });
    await page.goto('/login');
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = signUpForm(page);
    await form.getByText('Password must be at least 8 characters').waitFor();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel(PASSWORD_LABEL).fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText('First name is required').waitFor();
    await form.getByText('Last name is required').waitFor();
    await form.getByText('Enter a valid email address').waitFor();
    expect(await form.getByRole('alert').allTextContents()).toContain(
      'Password must be at least 8 characters',
    );
    expect(authPosts).toEqual([]);
  });

  it('the password toggle shows and hides the password', async () => {
    const { page } = await browser.open();
    await page.goto('/login');
    const password = signInForm(page).getByLabel(PASSWORD_LABEL);
    await password.fill('secret value');
    expect(await password.getAttribute('type')).toBe('password');
    await signInForm(page).getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await signInForm(page).getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('Back to Home goes to the landing page and Continue with Replit goes to the auth login path', async () => {
    const { page } = await browser.open();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();

    await page.goto('/login');
    const navigation = page.waitForRequest(
      (req) => req.isNavigationRequest() && req.url().endsWith('/api/auth/login'),
    );
    await page.getByRole('button', { name: 'Continue with Replit' }).click();
    const request = await navigation;
    expect(request.method()).toBe('GET');
  });
});
