import { ContentSections } from './ContentBlocks.tsx';
import type { InfoPage } from './content/types.ts';
import { PublicLayout } from './PublicLayout.tsx';

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** One information page (features, pricing, about, the legal texts…) from its content record. */
export function InfoPageView({ page }: { page: InfoPage }) {
  return (
    <PublicLayout title={page.title} lede={page.lede}>
      <ContentSections sections={page.sections} />
      {page.updated ? (
        <p className="landing:text-muted-foreground landing:text-sm">
          Last updated <time dateTime={page.updated}>{DATE.format(new Date(page.updated))}</time>
        </p>
      ) : null}
    </PublicLayout>
  );
}
