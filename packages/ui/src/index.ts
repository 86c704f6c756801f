export { Avatar, AvatarFallback, AvatarImage, initialsOf } from './components/avatar.tsx';
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
export type { ChoiceOption } from './components/choice-option.ts';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog.tsx';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './components/dropdown-menu.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
  useFormFieldControl,
} from './components/form-field.tsx';
export { FormFieldset, type FormFieldsetProps } from './components/form-fieldset.tsx';
export { Input } from './components/input.tsx';
export { Label } from './components/label.tsx';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen.tsx';
export { MultiSelectChips, type MultiSelectChipsProps } from './components/multi-select-chips.tsx';
export { PasswordInput, type PasswordInputProps } from './components/password-input.tsx';
export { Progress } from './components/progress.tsx';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select.tsx';
export { SingleSelectCards, type SingleSelectCardsProps } from './components/single-select-cards.tsx';
export { Skeleton } from './components/skeleton.tsx';
export { Spinner } from './components/spinner.tsx';
export { Stepper, type StepperProps } from './components/stepper.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs.tsx';
export { Textarea } from './components/textarea.tsx';
export {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from './components/tooltip.tsx';
export { cn } from './lib/cn.ts';

export {
  Toast,
  ToastAction,
  type ToastActionElement,
  ToastClose,
  ToastDescription,
  type ToastProps,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
} from './toast/toast.tsx';
export {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from './toast/toast-config.ts';
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
export { Toaster } from './toast/toaster.tsx';
export { toast, useToast } from './toast/use-toast.ts';
