import { useRef } from 'react';

/**
 * The first `size` items, kept in place while their data changes: a task completed on screen stays where
 * it is (the API lists completed tasks last) until the list is reset (`resetKey` changes) or an item goes.
 */
export function useStableSlice<T extends { readonly id: string }>(
  items: readonly T[] | undefined,
  size: number,
  resetKey: unknown,
): readonly T[] {
  const pinned = useRef<{ ids: readonly string[]; key: unknown } | null>(null);
  if (!items) return [];
  const byId = new Map(items.map((item) => [item.id, item] as const));
  const current = pinned.current;
  const keep =
    current !== null &&
    current.key === resetKey &&
    current.ids.every((id) => byId.has(id)) &&
    current.ids.length === Math.min(size, items.length);
  if (!keep) pinned.current = { ids: items.slice(0, size).map((item) => item.id), key: resetKey };
  return (pinned.current?.ids ?? [])
    .map((id) => byId.get(id))
    .filter((item): item is T => item !== undefined);
}
