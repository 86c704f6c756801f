// The public pages' paths, without their content, so the route tree can name them while the content stays
// in the chunks the routes fetch. A test holds this list to the content and to the remotes manifest.
export const INFO_PATHS = [
  '/features',
  '/how-it-works',
  '/pricing',
  '/roadmap',
  '/about',
  '/careers',
  '/press',
  '/partners',
  '/privacy',
  '/terms',
  '/cookies',
] as const;

export const HELP_PATH = '/help';
export const CONTACT_PATH = '/contact';
