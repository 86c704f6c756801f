import type { ThemeChoice } from '@market-muse/contracts/browser-state';
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

export const THEME_LABELS: Readonly<Record<ThemeChoice, string>> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

export const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;
