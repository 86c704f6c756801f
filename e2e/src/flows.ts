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

/** The signed-in header's user menu: present on every signed-in screen (dashboard or profile setup). */
export function userMenu(page: Page, name: string) {
  return page.getByRole('button', { name: `User menu: ${name}` });
}

export function greeting(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu: / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/** A profile that completes onboarding, for journeys that start past the access gate. */
export const COMPLETE_PROFILE = {
  creativeTypes: ['photography'],
  experienceLevel: 'intermediate',
  currentProjectName: 'Coastal Light',
  projectDescription: 'A series of seascapes printed on recycled paper',
  projectStage: 'development',
  targetAudience: 'coffee shop owners who decorate with local art',
  businessGoals: ['increase_sales', 'grow_following'],
  availableBudget: 'minimal',
  availableTime: 'moderate',
  biggestChallenges: ['social_media', 'consistency'],
  communicationStyle: 'casual',
  learningPreference: 'hands_on',
  onboardingCompleted: true,
} as const;

/**
 * Signs a new user up through the API (the page's context keeps the session cookie), optionally saves a
 * completed profile, and answers the user. Faster than the form when the form is not what is tested.
 */
export async function signUpByApi(
  page: Page,
  user: NewUser,
  profile: Record<string, unknown> | null = COMPLETE_PROFILE,
): Promise<NewUser> {
  const registered = await page.request.post('/api/auth/register', { data: user });
  if (registered.status() !== 201)
    throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  if (profile) {
    const saved = await page.request.post('/api/profile', { data: profile });
    if (!saved.ok()) throw new Error(`profile: ${saved.status()} ${await saved.text()}`);
  }
  return user;
}

/** Completes onboarding through the API for the signed-in page's session (when the wizard is not what is tested). */
export async function saveProfileByApi(
  page: Page,
  profile: Record<string, unknown> = COMPLETE_PROFILE,
): Promise<void> {
  const saved = await page.request.post('/api/profile', { data: profile });
  if (!saved.ok()) throw new Error(`profile: ${saved.status()} ${await saved.text()}`);
}
