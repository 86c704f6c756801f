// Every information page of the site by its path: the route tree and the prerender read this one table.
import { aboutPage, careersPage, partnersPage, pressPage } from './company.ts';
import { cookiesPage, privacyPage, termsPage } from './legal.ts';
import { featuresPage, howItWorksPage, pricingPage, roadmapPage } from './product.ts';
import type { InfoPage } from './types.ts';

export const INFO_PAGES: readonly InfoPage[] = [
  featuresPage,
  howItWorksPage,
  pricingPage,
  roadmapPage,
  aboutPage,
  careersPage,
  pressPage,
  partnersPage,
  privacyPage,
  termsPage,
  cookiesPage,
];

export const infoPageAt = (path: string) => INFO_PAGES.find((page) => page.path === path);
