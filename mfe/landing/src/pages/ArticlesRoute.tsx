import { ArticlePage, CollectionPage } from './ArticlePages.tsx';
import type { Collection } from './content/types.ts';

/** A collection's index, or (with `article`) the article its :slug names. */
export default function ArticlesRoute({
  collection,
  article,
}: {
  collection: Collection;
  article?: boolean;
}) {
  return article ? <ArticlePage collection={collection} /> : <CollectionPage collection={collection} />;
}
