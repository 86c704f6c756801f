import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { type QueryLike, QueryState } from './query-state.tsx';

export type SettingsSectionProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The heading's id: the section is a region named by it, and a page may link to it (`#id`). */
  id: string;
  title: React.ReactNode;
  /** One or two sentences under the heading: what the section holds or what a change does. */
  description?: React.ReactNode;
};

/**
 * One section of a settings page (the account page's e-mail, passkeys, devices…): a card that is a region
 * named by its level-2 heading, a description, and its content stacked below.
 *
 * ```tsx
 * <SettingsSection id="account-password" title="Password" description="Changing it signs you out elsewhere.">
 *   <ChangePasswordForm />
 * </SettingsSection>
 * ```
 */
export function SettingsSection({
  id,
  title,
  description,
  className,
  children,
  ...props
}: SettingsSectionProps) {
  return (
    <Card role="region" aria-labelledby={id} data-slot="settings-section" className={className} {...props}>
      <CardHeader>
        <CardTitle id={id} asHeading="h2">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

export interface SettingsListProps<T> {
  readonly query: QueryLike<ReadonlyArray<T>>;
  /** The list's accessible name ('Your passkeys'). */
  readonly label: string;
  /** What is loading, said while it does ('Loading your passkeys...'). */
  readonly pending: string;
  /** The heading of the failed load's message, shown with Retry ('Could not load your passkeys'). */
  readonly failed: string;
  /**
   * What shows when the list is empty: a sentence, or anything (a sentence and a form to add one). Without
   * it an empty list shows as the list (one that is never empty, as the devices of a signed-in account).
   */
  readonly empty?: React.ReactNode;
  /** Each item's key. */
  readonly keyOf: (item: T) => React.Key;
  /** One item, usually a SettingsRow. */
  readonly children: (item: T) => React.ReactNode;
  /** What follows the loaded list, given it (an action on all of them). */
  readonly after?: (list: ReadonlyArray<T>) => React.ReactNode;
}

/** A muted sentence: an empty list's or a section's note. */
export function SettingsNote({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="settings-note" className={cn('text-muted-foreground text-sm', className)} {...props} />
  );
}

/**
 * A section's list, as loaded: a loading message, a failure with Retry, the empty text, or the items in a
 * named list (and what follows them).
 */
export function SettingsList<T>({
  query,
  label,
  pending,
  failed,
  empty,
  keyOf,
  children,
  after,
}: SettingsListProps<T>) {
  return (
    <QueryState
      query={query}
      pending={pending}
      error={{ title: failed, headingLevel: 3 }}
      {...(empty === undefined
        ? {}
        : {
            empty: {
              when: (list: ReadonlyArray<T>) => list.length === 0,
              show: typeof empty === 'string' ? <SettingsNote>{empty}</SettingsNote> : empty,
            },
          })}
    >
      {(list) => (
        <>
          <ul aria-label={label} data-slot="settings-list" className="flex flex-col gap-2">
            {list.map((item) => (
              <li
                key={keyOf(item)}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3"
              >
                {children(item)}
              </li>
            ))}
          </ul>
          {after?.(list)}
        </>
      )}
    </QueryState>
  );
}

export interface SettingsRowProps {
  /** A lucide icon, shown muted and hidden from assistive technology. */
  readonly icon?: React.ReactNode;
  /** The item's name (may carry a badge). */
  readonly title: React.ReactNode;
  /** Muted lines under the name: when it was added, last used… */
  readonly details?: ReadonlyArray<React.ReactNode>;
  /** The item's buttons. */
  readonly actions?: React.ReactNode;
  /** What follows on lines of its own, the row's full width: a warning, a form (renaming the item). */
  readonly below?: React.ReactNode;
}

/** One item of a SettingsList: its icon, name and details, and its actions at the end of the row. */
export function SettingsRow({ icon, title, details = [], actions, below }: SettingsRowProps) {
  return (
    <>
      {icon ? (
        <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-5">
          {icon}
        </span>
      ) : null}
      <div className="flex min-w-48 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-2 break-words font-medium">{title}</span>
        {details.map((detail, index) => (
          // Details are fixed lines of one row, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className="break-words text-muted-foreground text-sm">
            {detail}
          </span>
        ))}
      </div>
      {actions ? <SettingsActions>{actions}</SettingsActions> : null}
      {below ? <div className="flex w-full flex-col gap-3">{below}</div> : null}
    </>
  );
}

/** A row of buttons: a row's actions, or a section's own under its content. */
export function SettingsActions({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="settings-actions" className={cn('flex flex-wrap gap-2', className)} {...props} />;
}
