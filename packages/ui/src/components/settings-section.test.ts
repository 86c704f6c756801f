import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QueryLike } from './query-state.tsx';
import { SettingsList, SettingsRow, SettingsSection } from './settings-section.tsx';

const refetch = () => undefined;
const list = (
  query: QueryLike<ReadonlyArray<string>>,
  extra: { empty?: string; after?: () => string } = {},
) =>
  renderToStaticMarkup(
    h(SettingsList<string>, {
      query,
      label: 'Your passkeys',
      pending: 'Loading your passkeys...',
      failed: 'Could not load your passkeys',
      keyOf: (name) => name,
      // biome-ignore lint/correctness/noChildrenProp: a render function, which createElement's rest arguments cannot type
      children: (name) => h(SettingsRow, { title: name, details: ['Added today'], actions: 'Remove' }),
      ...extra,
    }),
  );

describe('SettingsSection', () => {
  it('is a region named by its level-2 heading, with its description and content', () => {
    const html = renderToStaticMarkup(
      h(
        SettingsSection,
        { id: 'account-password', title: 'Password', description: 'Changing it…' },
        'the form',
      ),
    );
    expect(html).toMatch(/^<div[^>]* role="region" aria-labelledby="account-password"/);
    expect(html).toContain(
      '<h2 data-slot="card-title" class="font-semibold text-lg leading-tight" id="account-password">Password</h2>',
    );
    expect(html).toContain('Changing it…');
    expect(html).toContain('the form');
  });

  it('leaves the description out when there is none', () => {
    const html = renderToStaticMarkup(h(SettingsSection, { id: 'x', title: 'Profile' }));
    expect(html).not.toContain('card-description');
  });
});

describe('SettingsList', () => {
  it('says what is loading while it loads', () => {
    const html = list({ status: 'pending', refetch });
    expect(html).toContain('Loading your passkeys...');
    expect(html).not.toContain('<ul');
  });

  it('shows a failed load under a level-3 heading, with Retry', () => {
    const html = list({ status: 'error', error: new Error('down'), refetch });
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<h3[^>]*>Could not load your passkeys<\/h3>/);
    expect(html).toContain('Try again');
  });

  it('shows the empty text for an empty list, or the empty list when there is none', () => {
    const empty = list({ status: 'success', data: [], refetch }, { empty: 'You have no passkeys yet.' });
    expect(empty).toContain(
      '<p data-slot="settings-note" class="text-muted-foreground text-sm">You have no passkeys yet.</p>',
    );
    expect(empty).not.toContain('<ul');
    expect(list({ status: 'success', data: [], refetch })).toContain('<ul aria-label="Your passkeys"');
  });

  it('lists each item as a row, named, with its details and actions, and what follows the list', () => {
    const html = list(
      { status: 'success', data: ['Laptop', 'Phone'], refetch },
      { empty: 'none', after: () => 'Sign out everywhere else' },
    );
    expect(html).toContain('<ul aria-label="Your passkeys"');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toMatch(
      /Laptop<\/span><span[^>]*>Added today<\/span>.*data-slot="settings-actions"[^>]*>Remove/,
    );
    expect(html).toMatch(/<\/ul>Sign out everywhere else$/);
    expect(html).not.toContain('none');
  });
});

describe('SettingsRow', () => {
  it('hides its icon from assistive technology and puts what is below on its own line', () => {
    const html = renderToStaticMarkup(
      h(SettingsRow, { icon: h('svg'), title: 'Bluesky', below: 'Reconnect form' }),
    );
    expect(html).toMatch(/<span aria-hidden="true"[^>]*><svg><\/svg><\/span>/);
    expect(html).toContain('<div class="flex w-full flex-col gap-3">Reconnect form</div>');
    expect(html).not.toContain('settings-actions');
  });
});
