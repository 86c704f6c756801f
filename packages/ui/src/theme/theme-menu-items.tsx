import { THEME_CHOICES, type ThemeChoice } from '@market-muse/contracts/browser-state';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../components/dropdown-menu.tsx';
import { THEME_ICONS, THEME_LABELS } from './theme-labels.ts';
import { useThemeChoice } from './use-theme.ts';

/** The theme choice inside a dropdown menu (the user menu): a labelled group of three radio items. */
export function ThemeMenuItems() {
  const [choice, setChoice] = useThemeChoice();
  return (
    <>
      <DropdownMenuLabel className="font-normal text-muted-foreground text-xs">Theme</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={choice} onValueChange={(value) => setChoice(value as ThemeChoice)}>
        {THEME_CHOICES.map((value) => {
          const Icon = THEME_ICONS[value];
          return (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden="true" />
              {THEME_LABELS[value]}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}
