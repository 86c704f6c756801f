// The user's steps, written once and shared by the test files.
import type { Page } from 'playwright-core';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The password field's label (the toggle is named 'Show password', so no substring match). */
export const PASSWORD_LABEL = /^Password\b/;

export const LANDING_HEADING = 'Grow your creative work with a plan made for you';

export function signUpForm(page: Page) {
  return page.getByRole('form', { name: 'Sign up' });
}

export function signInForm(page: Page) {
  return page.getByRole('form', { name: 'Sign in' });
}

export async function signUp(page: Page, user: NewUser): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = signUpForm(page);
  await form.getByLabel('First name').fill(user.firstName);
  await form.getByLabel('Last name').fill(user.lastName);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel(PASSWORD_LABEL).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = signInForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(PASSWORD_LABEL).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export function greeting(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu: / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}
