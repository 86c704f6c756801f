// The kit's light core, `@market-muse/ui/core`: what the signed-out first load (the shell's access gate and
// the landing page) renders, with no Radix primitive beyond Slot. It is shared on its own, so the landing
// page's first load does not carry the whole kit; `@market-muse/ui` re-exports it through the package name
// (not a relative path), so every app gets the same instances, the toast store above all.
export {
  Badge,
  type BadgeVariant,
  badgeVariants,
  goalStatusVariant,
  priorityVariant,
} from './components/badge.tsx';
export { Button, type ButtonProps, buttonVariants } from './components/button.tsx';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen.tsx';
export {
  bothQueries,
  QueryError,
  type QueryFailure,
  type QueryLike,
  QueryState,
  type QueryStateProps,
} from './components/query-state.tsx';
export { Skeleton } from './components/skeleton.tsx';
export { Spinner } from './components/spinner.tsx';
export { cn } from './lib/cn.ts';
export { THEME_LABELS } from './theme/theme-labels.ts';
export { ThemeSwitch } from './theme/theme-switch.tsx';
export { useThemeChoice } from './theme/use-theme.ts';
export {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from './toast/toast-config.ts';
export { type ReadableError, toastError } from './toast/toast-error.ts';
export {
  createToastStore,
  type ToasterToast,
  type ToastHandle,
  type ToastInput,
  type ToastState,
  type ToastStore,
  type ToastVariant,
  toastReducer,
  toastStore,
} from './toast/toast-store.ts';
export { toast, useToast } from './toast/use-toast.ts';
