import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@market-muse/ui/core';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentSections } from './ContentBlocks.tsx';
import { articlePath, articlesIn, COLLECTION_INDEXES, findArticle } from './content/articles.ts';
import type { Article, Collection } from './content/types.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PublicLayout } from './PublicLayout.tsx';

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="landing:text-muted-foreground landing:text-sm">
      <time dateTime={article.published}>{DATE.format(new Date(article.published))}</time> ·{' '}
      {article.readingMinutes} min read
    </p>
  );
}

/** A collection's index: every article, newest first, each a link to its own page. */
export function CollectionPage({ collection }: { collection: Collection }) {
  const index = COLLECTION_INDEXES[collection];
  return (
    <PublicLayout title={index.title} lede={index.lede}>
      <ul className="landing:flex landing:flex-col landing:gap-4">
        {articlesIn(collection).map((article) => (
          <li key={article.slug}>
            <Card className="landing:relative landing:transition-colors landing:focus-within:ring-2 landing:focus-within:ring-ring landing:hover:border-primary">
              <CardHeader>
                <CardTitle asHeading="h2">
                  {/* The whole card is the link's target; the title's link text names it. */}
                  <Link
                    to={articlePath(article)}
                    className="landing:outline-none landing:after:absolute landing:after:inset-0 landing:after:content-['']"
                  >
                    {article.title}
                  </Link>
                </CardTitle>
                <CardDescription>{article.summary}</CardDescription>
              </CardHeader>
              <CardContent>
                <ArticleMeta article={article} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </PublicLayout>
  );
}

/** One article at /<collection>/<slug>; an unknown slug is the site's 404 page. */
export function ArticlePage({ collection, slug }: { collection: Collection; slug?: string }) {
  const params = useParams();
  const article = findArticle(collection, slug ?? params.slug);
  if (!article) return <NotFoundPage />;
  const index = COLLECTION_INDEXES[collection];
  return (
    <PublicLayout
      title={article.title}
      lede={article.summary}
      eyebrow={
        <div className="landing:flex landing:flex-wrap landing:items-center landing:gap-3">
          <Link
            to={`/${collection}`}
            className="landing:inline-flex landing:items-center landing:gap-1 landing:rounded-sm landing:font-medium landing:text-primary landing:text-sm landing:focus-visible:outline-2 landing:focus-visible:outline-ring"
          >
            <ArrowLeft aria-hidden="true" className="landing:size-4" />
            All {index.title.toLowerCase()}
          </Link>
          <Badge variant="secondary">{index.title}</Badge>
        </div>
      }
    >
      <ArticleMeta article={article} />
      <ContentSections sections={article.sections} />
    </PublicLayout>
  );
}
