import { useContentSuggestions } from '@market-muse/client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  toastError,
} from '@market-muse/ui';
import { CalendarPlus, Clock, Lightbulb, Sparkles, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CopyButton, SourceNote } from '../shared.tsx';

export const IDEA_COUNT = 5;
export const CAPTION_COUNT = 3;
export const HASHTAG_COUNT = 15;

function Item({
  text,
  label,
  action,
}: {
  text: string;
  label: string;
  /** An extra action about this text; `describedBy` ties it to the text for screen readers. */
  action?: (describedBy: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <li className="assistant:flex assistant:items-start assistant:gap-2 assistant:rounded-lg assistant:border assistant:border-border assistant:p-3">
      <div className="assistant:flex assistant:flex-1 assistant:flex-col assistant:items-start assistant:gap-1">
        <p id={id} className="assistant:whitespace-pre-wrap assistant:text-sm">
          {text}
        </p>
        {action?.(id)}
      </div>
      <CopyButton text={text} label={label} />
    </li>
  );
}

/** Content tab: personalised post ideas, caption templates, insights and hashtags, each copyable. */
export function ContentTab() {
  const suggestions = useContentSuggestions();
  const generate = () =>
    suggestions.mutate(
      { contentType: 'social_media' },
      {
        onError: () => toastError('Error', 'Failed to generate content ideas. Please try again.'),
      },
    );
  const data = suggestions.data;
  return (
    <div className="assistant:flex assistant:flex-col assistant:gap-4">
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">Content Ideas</CardTitle>
          <CardDescription>
            Post ideas, captions and hashtags written for your work and your audience.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button type="button" onClick={generate} disabled={suggestions.isPending}>
            {suggestions.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
            {suggestions.isPending ? 'Generating ideas...' : 'Generate Personalized Content Ideas'}
          </Button>
          {suggestions.isError && (
            <p role="alert" className="assistant:mt-3 assistant:text-destructive assistant:text-sm">
              Failed to generate content ideas. Please try again.
            </p>
          )}
          {!data && !suggestions.isPending && !suggestions.isError && (
            <p className="assistant:mt-3 assistant:text-muted-foreground assistant:text-sm">
              No ideas yet: generate a set to get started.
            </p>
          )}
        </CardContent>
      </Card>
      {data && (
        <>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">Post Ideas</CardTitle>
            </CardHeader>
            <CardContent>
              <ul aria-label="Post ideas" className="assistant:flex assistant:flex-col assistant:gap-2">
                {data.postIdeas.slice(0, IDEA_COUNT).map((idea, index) => (
                  <Item
                    key={idea}
                    text={idea}
                    label={`Copy idea ${index + 1}`}
                    action={(describedBy) => (
                      <Button asChild variant="link" size="sm" className="assistant:h-auto assistant:px-0">
                        <Link
                          to={`/content-calendar?idea=${encodeURIComponent(idea)}`}
                          aria-describedby={describedBy}
                        >
                          <CalendarPlus aria-hidden="true" />
                          Add to calendar
                        </Link>
                      </Button>
                    )}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">Caption Templates</CardTitle>
            </CardHeader>
            <CardContent>
              <ul
                aria-label="Caption templates"
                className="assistant:flex assistant:flex-col assistant:gap-2"
              >
                {data.captions.slice(0, CAPTION_COUNT).map((caption, index) => (
                  <Item
                    key={caption}
                    text={caption}
                    label={`Copy caption ${index + 1}`}
                    action={(describedBy) => (
                      <Button asChild variant="link" size="sm" className="assistant:h-auto assistant:px-0">
                        <Link
                          to={`/content-calendar?caption=${encodeURIComponent(caption)}`}
                          aria-describedby={describedBy}
                        >
                          <CalendarPlus aria-hidden="true" />
                          Add to calendar
                        </Link>
                      </Button>
                    )}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">AI Insights</CardTitle>
            </CardHeader>
            <CardContent className="assistant:grid assistant:gap-4 assistant:md:grid-cols-3">
              {(
                [
                  ['Best posting times', Clock, data.aiInsights.bestPostingTimes],
                  ['Content tips', Lightbulb, data.aiInsights.contentTips],
                  ['Trending topics', TrendingUp, data.aiInsights.trends],
                ] as const
              ).map(([title, Icon, items]) => (
                <div key={title}>
                  <h4 className="assistant:flex assistant:items-center assistant:gap-2 assistant:font-semibold assistant:text-sm">
                    <Icon aria-hidden="true" className="assistant:size-4" /> {title}
                  </h4>
                  <ul className="assistant:mt-2 assistant:flex assistant:flex-col assistant:gap-1">
                    {items.map((item) => (
                      <li
                        key={item}
                        className="assistant:flex assistant:items-start assistant:gap-1 assistant:text-sm"
                      >
                        <span className="assistant:flex-1">{item}</span>
                        <CopyButton text={item} label={`Copy: ${item}`} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">Hashtags</CardTitle>
              <CardDescription>Click a hashtag to copy it, or copy them all.</CardDescription>
            </CardHeader>
            <CardContent className="assistant:flex assistant:flex-col assistant:gap-3">
              <ul aria-label="Hashtags" className="assistant:flex assistant:flex-wrap assistant:gap-2">
                {data.hashtags.slice(0, HASHTAG_COUNT).map((tag) => (
                  <li
                    key={tag}
                    className="assistant:flex assistant:items-center assistant:rounded-full assistant:border assistant:border-border assistant:pl-3 assistant:text-sm"
                  >
                    {tag}
                    <CopyButton text={tag} label={`Copy ${tag}`} />
                  </li>
                ))}
              </ul>
              <div className="assistant:flex assistant:items-center assistant:gap-2 assistant:text-sm">
                <CopyButton
                  text={data.hashtags.slice(0, HASHTAG_COUNT).join(' ')}
                  label="Copy all hashtags"
                />
                Copy all hashtags
              </div>
              <SourceNote source={data.source} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
