import { ArticlePage, CollectionPage } from './ArticlePages.tsx';
import type { Collection } from './content/types.ts';
import { SignedInAware } from './in-app.tsx';

/** A collection's index, or (with `article`) the article its :slug names. */
export default function ArticlesRoute({
  collection,
  article,
}: {
  collection: Collection;
  article?: boolean;
}) {
  return (
    <SignedInAware>
      {article ? <ArticlePage collection={collection} /> : <CollectionPage collection={collection} />}
    </SignedInAware>
  );
}
