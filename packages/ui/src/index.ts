// The whole kit. Its light core (core.ts) comes in through the package name, so it is one shared module
// with one toast store for every app; the rest (Radix primitives) loads only where a screen uses it.
export * from '@market-muse/ui/core';
export { Avatar, AvatarFallback, AvatarImage, initialsOf } from './components/avatar.tsx';
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
export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
  useFormFieldControl,
} from './components/form-field.tsx';
export { FormFieldset, type FormFieldsetProps } from './components/form-fieldset.tsx';
export { Input } from './components/input.tsx';
export { Label } from './components/label.tsx';
export { MultiSelectChips, type MultiSelectChipsProps } from './components/multi-select-chips.tsx';
export { PasswordInput, type PasswordInputProps } from './components/password-input.tsx';
export { Progress } from './components/progress.tsx';
export { ProjectSwitcher, type ProjectSwitcherProps } from './components/project-switcher.tsx';
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
export {
  SettingsActions,
  SettingsList,
  type SettingsListProps,
  SettingsNote,
  SettingsRow,
  type SettingsRowProps,
  SettingsSection,
  type SettingsSectionProps,
} from './components/settings-section.tsx';
export { SingleSelectCards, type SingleSelectCardsProps } from './components/single-select-cards.tsx';
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
export { ThemeMenuItems } from './theme/theme-menu-items.tsx';
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
export { Toaster } from './toast/toaster.tsx';
