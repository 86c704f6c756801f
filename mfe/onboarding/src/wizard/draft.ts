// A wizard's unsaved answers and step, kept in session storage so a reload mid-wizard resumes where the
// person was; cleared on save (and when variant A is left with Back).

export interface Draft<A> {
  step: string;
  answers: A;
  /** The saved profile's updatedAt the draft started from: a profile saved since makes the draft stale. */
  basis?: string | null;
}

export const draftKey = (variant: 'a' | 'b', userId: string | undefined) =>
  `market-muse:onboarding-${variant}:${userId ?? 'anonymous'}`;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled: the wizard still works, without resuming
  }
}

/** The stored draft, merged over `empty` so a draft from an older shape still fills every field. */
export function readDraft<A extends object>(
  key: string,
  empty: A,
  basis: string | null = null,
): Draft<A> | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft<A>>;
    if (typeof parsed.step !== 'string' || typeof parsed.answers !== 'object' || !parsed.answers)
      return undefined;
    if ((parsed.basis ?? null) !== basis) return undefined;
    return { step: parsed.step, answers: { ...empty, ...parsed.answers }, basis };
  } catch {
    return undefined;
  }
}

export function writeDraft<A>(key: string, draft: Draft<A>): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // quota or disabled storage: nothing to keep
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
