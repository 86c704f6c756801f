import type { ProjectType } from '@market-muse/contracts/enums';
import {
  BookOpen,
  Briefcase,
  CalendarDays,
  GraduationCap,
  type LucideIcon,
  Music,
  Package,
  Palette,
  Smartphone,
  Sparkles,
} from 'lucide-react';

/** One icon per project type ("Projects": each card has an icon). */
export const projectTypeIcons: Record<ProjectType, LucideIcon> = {
  book: BookOpen,
  course: GraduationCap,
  app: Smartphone,
  art_collection: Palette,
  music_album: Music,
  service: Briefcase,
  product: Package,
  event: CalendarDays,
  other: Sparkles,
};

export function ProjectTypeIcon({ type, className }: { type: ProjectType; className?: string }) {
  const Icon = projectTypeIcons[type] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
