import { THEME_CHOICES } from '@market-muse/contracts/browser-state';
import { cn } from '../lib/cn.ts';
import { THEME_ICONS, THEME_LABELS } from './theme-labels.ts';
import { useThemeChoice } from './use-theme.ts';

/**
 * The theme choice as three toggle buttons (signed-out pages). Each button carries `data-theme-choice`, so a
 * page served without React (the prerendered landing pages) binds the same markup with a small script.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const [choice, setChoice] = useThemeChoice();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, which a fieldset would not style as one control
    <div
      role="group"
      aria-label="Theme"
      data-slot="theme-switch"
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full border border-border bg-background p-0.5',
        className,
      )}
    >
      {THEME_CHOICES.map((value) => {
        const Icon = THEME_ICONS[value];
        return (
          <button
            key={value}
            type="button"
            data-theme-choice={value}
            aria-pressed={choice === value}
            title={THEME_LABELS[value]}
            onClick={() => setChoice(value)}
            className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-secondary aria-pressed:text-secondary-foreground"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{THEME_LABELS[value]}</span>
          </button>
        );
      })}
    </div>
  );
}
