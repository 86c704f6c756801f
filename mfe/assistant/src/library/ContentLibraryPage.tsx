import { serverText, useContentHistory } from '@market-muse/client';
import type { ContentHistoryEntry } from '@market-muse/contracts';
import { type Platform, platformLabels, strategyTimeframeLabels } from '@market-muse/contracts/enums';
import { count } from '@market-muse/contracts/plural';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  FormField,
  Input,
  QueryState,
  Skeleton,
} from '@market-muse/ui';
import { format } from 'date-fns';
import { CalendarDays, CalendarPlus, ChevronDown, ChevronUp, Library, SearchX, Sparkles } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { excerpt } from '../calendar/postText.ts';
import { AssistantLayout } from '../layout/AssistantLayout.tsx';
import { useWide } from '../layout/useWide.ts';
import { CopyButton, SourceNote } from '../shared.tsx';
import { StrategyPlan } from '../strategy/StrategyPlan.tsx';
import { filterHistory, type HistoryFilter } from './filter.ts';

const HEADING = {
  title: 'Content Library',
  subtitle: 'Every idea, caption, analysis and strategy you have generated, ready to reuse.',
  icon: Library,
};

const FILTERS: ReadonlyArray<{ value: HistoryFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'ideas', label: 'Ideas & captions' },
  { value: 'analyses', label: 'Analyses' },
  { value: 'strategies', label: 'Strategies' },
];

const calendarLink = (kind: 'idea' | 'caption' | 'text', text: string, platform?: Platform | null) => {
  const search = new URLSearchParams({ [kind]: text });
  if (platform) search.set('platform', platform);
  return `/content-calendar?${search.toString()}`;
};

/** One reusable piece of text: copy it, or plan it on the calendar. */
function Reusable({ text, copyLabel, to }: { text: string; copyLabel: string; to: string }) {
  const id = useId();
  return (
    <li className="assistant:flex assistant:items-start assistant:gap-2 assistant:rounded-lg assistant:border assistant:border-border assistant:p-3">
      <div className="assistant:flex assistant:min-w-0 assistant:flex-1 assistant:flex-col assistant:items-start assistant:gap-1">
        <p id={id} className="assistant:whitespace-pre-wrap assistant:break-words assistant:text-sm">
          {text}
        </p>
        <Button asChild variant="link" size="sm" className="assistant:h-auto assistant:px-0">
          <Link to={to} aria-describedby={id}>
            <CalendarPlus aria-hidden="true" /> Add to calendar
          </Link>
        </Button>
      </div>
      <CopyButton text={text} label={copyLabel} />
    </li>
  );
}

function IdeasEntry({ entry }: { entry: ContentHistoryEntry }) {
  return (
    <>
      {entry.ideas.length > 0 ? (
        <div className="assistant:flex assistant:flex-col assistant:gap-2">
          <h3 className="assistant:font-semibold assistant:text-sm">Post ideas</h3>
          <ul aria-label="Post ideas" className="assistant:flex assistant:flex-col assistant:gap-2">
            {entry.ideas.map((idea, index) => (
              <Reusable
                key={idea}
                text={idea}
                copyLabel={`Copy idea ${index + 1}`}
                to={calendarLink('idea', idea)}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {entry.captions.length > 0 ? (
        <div className="assistant:flex assistant:flex-col assistant:gap-2">
          <h3 className="assistant:font-semibold assistant:text-sm">Captions</h3>
          <ul aria-label="Captions" className="assistant:flex assistant:flex-col assistant:gap-2">
            {entry.captions.map((caption, index) => (
              <Reusable
                key={caption}
                text={caption}
                copyLabel={`Copy caption ${index + 1}`}
                to={calendarLink('caption', caption)}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {entry.hashtags.length > 0 ? (
        <div className="assistant:flex assistant:items-start assistant:gap-2">
          <p className="assistant:flex-1 assistant:break-words assistant:text-muted-foreground assistant:text-sm">
            {entry.hashtags.join(' ')}
          </p>
          <CopyButton text={entry.hashtags.join(' ')} label="Copy hashtags" />
        </div>
      ) : null}
    </>
  );
}

function AnalysisEntry({ entry }: { entry: ContentHistoryEntry }) {
  return (
    <>
      {entry.content ? (
        <ul aria-label="Analysed post" className="assistant:flex assistant:flex-col assistant:gap-2">
          <Reusable
            text={entry.content}
            copyLabel="Copy the analysed post"
            to={calendarLink('text', entry.content, entry.platform)}
          />
        </ul>
      ) : null}
      {entry.recommendations.length > 0 ? (
        <div className="assistant:flex assistant:flex-col assistant:gap-1">
          <h3 className="assistant:font-semibold assistant:text-sm">Suggestions</h3>
          <ul className="assistant:list-disc assistant:pl-5 assistant:text-sm">
            {entry.recommendations.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** What a folded entry holds, in one line: '5 post ideas, 3 captions, 15 hashtags'. */
function summary(entry: ContentHistoryEntry): string {
  if (entry.kind === 'strategy' && entry.strategy)
    return count(entry.strategy.strategy.phases.length, 'phase');
  if (entry.kind === 'content_suggestions') {
    return [
      entry.ideas.length > 0 ? count(entry.ideas.length, 'post idea') : '',
      entry.captions.length > 0 ? count(entry.captions.length, 'caption') : '',
      entry.hashtags.length > 0 ? count(entry.hashtags.length, 'hashtag') : '',
    ]
      .filter(Boolean)
      .join(', ');
  }
  return [
    entry.content ? `“${excerpt(entry.content, 60)}”` : '',
    count(entry.recommendations.length, 'suggestion'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One saved result. Folded to its heading and a one-line summary unless it is the newest or a search
 * found it: a few generations with every idea, caption and strategy spelled out made a page thousands of
 * pixels tall.
 */
function EntryCard({
  entry,
  startOpen,
  searching,
}: {
  entry: ContentHistoryEntry;
  startOpen: boolean;
  searching: boolean;
}) {
  const [unfolded, setUnfolded] = useState(startOpen);
  const open = searching || unfolded;
  const bodyId = useId();
  const titleId = useId();
  const when = format(new Date(entry.createdAt), "MMMM d, yyyy 'at' HH:mm");
  const ideas = entry.kind === 'content_suggestions';
  const strategy = entry.kind === 'strategy' ? entry.strategy : null;
  return (
    <li>
      <Card>
        <CardHeader>
          <CardTitle
            asHeading="h2"
            id={titleId}
            className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2"
          >
            {strategy
              ? strategy.strategy.title
              : ideas
                ? 'Content ideas'
                : `Analysis for ${entry.platform ? platformLabels[entry.platform] : 'a post'}`}
            {strategy ? (
              <Badge variant="secondary">{strategyTimeframeLabels[strategy.strategy.timeframe]}</Badge>
            ) : null}
            {entry.score !== null ? <Badge variant="info">Score {Math.round(entry.score)}/100</Badge> : null}
          </CardTitle>
          <CardDescription>
            <time dateTime={entry.createdAt}>{when}</time>
            {open ? null : <span className="assistant:block">{summary(entry)}</span>}
          </CardDescription>
          {searching ? null : (
            <CardAction>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={open}
                aria-controls={open ? bodyId : undefined}
                aria-describedby={titleId}
                onClick={() => setUnfolded(!open)}
              >
                {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
                {open ? 'Hide' : 'Show'}
              </Button>
            </CardAction>
          )}
        </CardHeader>
        {open ? (
          <CardContent id={bodyId} className="assistant:flex assistant:flex-col assistant:gap-4">
            {strategy ? (
              <StrategyPlan strategy={strategy} idPrefix={`library-${entry.id}`} />
            ) : (
              <>
                {ideas ? <IdeasEntry entry={entry} /> : <AnalysisEntry entry={entry} />}
                <SourceNote source={entry.source} />
              </>
            )}
          </CardContent>
        ) : null}
      </Card>
    </li>
  );
}

/** /content: the creative's generated content over time, searchable, each piece reusable on the calendar. */
export default function ContentLibraryPage() {
  const wide = useWide();
  const history = useContentHistory();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const deferred = useDeferredValue(query);
  const entries = history.data ? filterHistory(history.data, deferred, filter) : [];
  const total = history.data?.length ?? 0;

  return (
    <AssistantLayout wide={wide} heading={HEADING}>
      <div className="assistant:flex assistant:flex-wrap assistant:gap-2">
        <Button asChild variant="outline">
          <Link to="/content-calendar">
            <CalendarDays aria-hidden="true" /> Content calendar
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/ai-assistant">
            <Sparkles aria-hidden="true" /> Generate more ideas
          </Link>
        </Button>
      </div>
      <QueryState
        query={history}
        pending={
          <div
            role="status"
            aria-label="Loading your content..."
            className="assistant:flex assistant:flex-col assistant:gap-3"
          >
            <Skeleton className="assistant:h-10 assistant:w-full" />
            <Skeleton className="assistant:h-40 assistant:w-full" />
            <Skeleton className="assistant:h-40 assistant:w-full" />
          </div>
        }
        error={{
          title: 'Your content could not be loaded',
          text: (error) => serverText(error, 'Please check your connection and try again.'),
          icon: null,
        }}
        empty={{
          when: (all) => all.length === 0,
          show: (
            <EmptyState
              headingLevel={2}
              icon={<Library aria-hidden="true" />}
              title="No content yet"
              text="Content ideas, captions, analyses and strategies you generate with the assistant are kept here."
              action={
                <Button asChild>
                  <Link to="/ai-assistant">
                    <Sparkles aria-hidden="true" /> Generate content ideas
                  </Link>
                </Button>
              }
            />
          ),
        }}
      >
        {() => (
          <>
            <div className="assistant:flex assistant:flex-col assistant:gap-3 assistant:sm:flex-row assistant:sm:items-end">
              <FormField label="Search your content" className="assistant:flex-1">
                <Input
                  type="search"
                  value={query}
                  placeholder="An idea, a caption, a hashtag..."
                  onChange={(event) => setQuery(event.target.value)}
                />
              </FormField>
              <fieldset className="assistant:flex assistant:flex-wrap assistant:gap-1 assistant:rounded-lg assistant:bg-muted assistant:p-1">
                <legend className="assistant:sr-only">Show</legend>
                {FILTERS.map(({ value, label }) => (
                  <Button
                    key={value}
                    size="sm"
                    variant={filter === value ? 'default' : 'ghost'}
                    aria-pressed={filter === value}
                    onClick={() => setFilter(value)}
                  >
                    {label}
                  </Button>
                ))}
              </fieldset>
            </div>
            <p aria-live="polite" className="assistant:text-muted-foreground assistant:text-sm">
              {entries.length === total && !deferred.trim()
                ? `${total} saved ${total === 1 ? 'result' : 'results'}`
                : `Showing ${entries.length} of ${total} saved results`}
            </p>
            {entries.length === 0 ? (
              <EmptyState
                headingLevel={2}
                icon={<SearchX aria-hidden="true" />}
                title="Nothing matches"
                text={
                  deferred.trim()
                    ? `No saved content mentions “${deferred.trim()}”.`
                    : 'Nothing of this kind yet.'
                }
                action={
                  <Button
                    variant="outline"
                    onClick={() => {
                      setQuery('');
                      setFilter('all');
                    }}
                  >
                    Clear search
                  </Button>
                }
              />
            ) : (
              <ul aria-label="Saved content" className="assistant:flex assistant:flex-col assistant:gap-4">
                {entries.map((entry, index) => (
                  <EntryCard
                    key={entry.id}
                    entry={entry}
                    startOpen={index === 0}
                    searching={deferred.trim() !== ''}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </AssistantLayout>
  );
}
