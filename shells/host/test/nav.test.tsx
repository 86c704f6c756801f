// @vitest-environment happy-dom

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRemotesManifest, type RemotesManifest } from '@market-muse/contracts/remotes-manifest';
import { toastStore } from '@market-muse/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCurrentArea, mainNav } from '../src/shell/nav/nav-items.ts';
import { SignedInLayout } from '../src/shell/SignedInLayout.tsx';
import { ada, fakeClient, renderWith } from './dashboard-helpers.tsx';

/** The deployment's manifest, as the server serves it. */
const DEPLOYED: RemotesManifest = parseRemotesManifest(
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../infra/remotes.json'), 'utf8')),
);

/** The product's main areas, in the product's header order. */
const NAV_ITEMS = [
  { to: '/', label: 'Dashboard' },
  { to: '/projects', label: 'Projects' },
  { to: '/roadmap', label: 'Roadmap' },
  { to: '/ai-assistant', label: 'AI Assistant' },
  { to: '/content-calendar', label: 'Content Calendar' },
  { to: '/progress', label: 'Progress' },
  { to: '/community', label: 'Community' },
] as const;

afterEach(() => {
  cleanup();
  toastStore.dispatch({ type: 'REMOVE_TOAST' });
  vi.clearAllMocks();
});

function Layout({
  at,
  manifest = DEPLOYED,
  onboarded = true,
}: {
  at: string;
  manifest?: RemotesManifest;
  onboarded?: boolean;
}) {
  return (
    <Routes>
      <Route element={<SignedInLayout user={ada} manifest={manifest} onboarded={onboarded} />}>
        <Route path="*" element={<p>page at {at}</p>} />
      </Route>
    </Routes>
  );
}

describe('signed-in header navigation', () => {
  it('before the profile is set up, says so instead of links that would lead back to it', () => {
    renderWith(<Layout at="/profile-setup" onboarded={false} />, fakeClient(), '/profile-setup');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByText('Set up your profile to open the rest of Market Muse.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu: Ada' })).toBeTruthy();
  });

  it('links every area and marks the current one with aria-current', () => {
    renderWith(<Layout at="/roadmap" />, fakeClient(), '/roadmap');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      NAV_ITEMS.map((item) => [item.label, item.to]),
    );
    expect(within(nav).getByRole('link', { name: 'Roadmap' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Market Muse home' }).getAttribute('href')).toBe('/');
  });

  it('at narrow widths a menu opens with the same areas, the current one marked', async () => {
    const { user } = renderWith(<Layout at="/project/7" />, fakeClient(), '/project/7');
    const menuNav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menuNav.className).toContain('md:hidden');
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toContain('hidden');
    await user.click(within(menuNav).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(NAV_ITEMS.map((item) => item.label));
    const projects = within(menu).getByRole('menuitem', { name: 'Projects' });
    expect(projects.getAttribute('aria-current')).toBe('page');
  });

  it("the user menu is named after the user and offers the product's items and the account page", async () => {
    const { user } = renderWith(<Layout at="/" />, fakeClient(), '/');
    await user.click(screen.getByRole('button', { name: 'User menu: Ada' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Projects', 'Update Profile', 'Account', 'Sign Out']);
    // The theme choice, the remembered one checked ('System' when none was made).
    const themes = within(menu).getAllByRole('menuitemradio');
    expect(themes.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(themes.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
  });

  it('a failed sign-out toasts Logout failed', async () => {
    const client = fakeClient({
      auth: {
        logout: async () => {
          throw new Error('500: Internal Server Error');
        },
      },
    });
    const { user } = renderWith(<Layout at="/" />, client, '/');
    await user.click(screen.getByRole('button', { name: 'User menu: Ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
  });

  it('isCurrentArea: the dashboard only at /, projects includes a project page', () => {
    const area = (to: string) => {
      const item = mainNav(DEPLOYED).find((i) => i.to === to);
      if (!item) throw new Error(`no navigation item for ${to}`);
      return item;
    };
    expect(isCurrentArea(area('/'), '/projects')).toBe(false);
    expect(isCurrentArea(area('/projects'), '/project/3')).toBe(true);
    expect(isCurrentArea(area('/progress'), '/progress')).toBe(true);
    expect(isCurrentArea(area('/roadmap'), '/roadmaps')).toBe(false);
  });

  it('a page with a nav line in the manifest takes its place in the navigation, no shell change', () => {
    const withShop: RemotesManifest = {
      ...DEPLOYED,
      remotes: [
        ...DEPLOYED.remotes,
        {
          name: 'shop',
          entry: '/mfe/shop/mf-manifest.json',
          routes: [{ path: '/shop', access: 'onboarded', nav: { label: 'Shop', order: 65, activeFor: [] } }],
          widgets: [],
        },
      ],
    };
    renderWith(<Layout at="/shop" manifest={withShop} />, fakeClient(), '/shop');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Projects',
      'Roadmap',
      'AI Assistant',
      'Content Calendar',
      'Progress',
      'Shop',
      'Community',
    ]);
    expect(within(nav).getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('page');
  });
});
