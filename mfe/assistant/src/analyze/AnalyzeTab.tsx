import { useAnalyzeContent } from '@market-muse/client';
import type { ContentAnalysis } from '@market-muse/contracts';
import { PLATFORMS, type Platform, platformLabels } from '@market-muse/contracts/enums';
import { count } from '@market-muse/contracts/plural';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  Textarea,
  toastError,
} from '@market-muse/ui';
import { CheckCircle2, Clock, Megaphone, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { CopyButton, SourceNote } from '../shared.tsx';
import { previewPost } from './preview.ts';

function Gauge({ score }: { score: number }) {
  const radius = 40;
  const circumference = 2 * Math.PI * radius;
  const tone =
    score >= 70
      ? 'assistant:text-green-600'
      : score >= 40
        ? 'assistant:text-amber-500'
        : 'assistant:text-destructive';
  return (
    <div className="assistant:relative assistant:size-28">
      <svg
        viewBox="0 0 100 100"
        className="assistant:size-28 assistant:-rotate-90"
        role="img"
        aria-label={`Score ${score} out of 100`}
      >
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="assistant:stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          className={tone}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - score / 100)}
        />
      </svg>
      <span
        aria-hidden="true"
        className="assistant:absolute assistant:inset-0 assistant:flex assistant:flex-col assistant:items-center assistant:justify-center"
      >
        <span className="assistant:font-bold assistant:text-2xl">{Math.round(score)}</span>
        <span className="assistant:text-muted-foreground assistant:text-xs">of 100</span>
      </span>
    </div>
  );
}

/**
 * Flesch ease and grade in plain words. Ease weighs word length and grade weighs sentence length, so
 * they can disagree; the second half then says which part slows readers down instead of contradicting
 * the first.
 */
export function readabilityWords(ease: number, grade: number): string {
  const easy = ease >= 60;
  const feel =
    ease >= 80
      ? 'Very easy to read'
      : easy
        ? 'Easy to read, plain English'
        : ease >= 50
          ? 'Fairly hard to read'
          : 'Hard to read';
  const who = easy
    ? grade <= 6
      ? 'a 12-year-old can follow it'
      : grade <= 9
        ? 'most readers follow it at a glance'
        : 'though long sentences ask for a careful read; shorter ones will help'
    : grade <= 9
      ? 'the sentences are short, but long words slow readers down'
      : grade <= 13
        ? 'it needs a careful read, more than most people give a post'
        : 'even graduates would slow down; shorter sentences will help';
  return easy && grade > 9 ? `${feel}, ${who}.` : `${feel}: ${who}.`;
}

function Result({ result, content }: { result: ContentAnalysis; content: string }) {
  const a = result.analysis;
  const preview = previewPost(content, result.platform, {
    limit: a.caption_length.limit,
    visible: a.caption_length.visible,
  });
  const over = preview.cut.length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h3">Analysis for {platformLabels[result.platform]}</CardTitle>
      </CardHeader>
      <CardContent className="assistant:flex assistant:flex-col assistant:gap-6">
        <div className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-6">
          <Gauge score={a.score} />
          <dl className="assistant:grid assistant:flex-1 assistant:gap-3 assistant:sm:grid-cols-2">
            <div>
              <dt className="assistant:text-muted-foreground assistant:text-sm">Sentiment</dt>
              <dd className="assistant:font-medium assistant:capitalize">{a.sentiment}</dd>
            </div>
            <div>
              <dt className="assistant:text-muted-foreground assistant:text-sm">Predicted engagement</dt>
              <dd className="assistant:font-medium assistant:capitalize">
                {a.engagement_prediction.level} ({Math.round(a.engagement_prediction.score)}/100)
              </dd>
            </div>
            <div className="assistant:sm:col-span-2">
              <dt className="assistant:text-muted-foreground assistant:text-sm">Readability</dt>
              <dd>
                {readabilityWords(a.readability.flesch_reading_ease, a.readability.flesch_kincaid_grade)}{' '}
                <span className="assistant:text-muted-foreground assistant:text-sm">
                  (reading ease {Math.round(a.readability.flesch_reading_ease)},{' '}
                  {count(a.readability.words, 'word')} in {count(a.readability.sentences, 'sentence')})
                </span>
              </dd>
            </div>
          </dl>
        </div>
        {a.engagement_prediction.reasons.length > 0 && (
          <div>
            <h4 className="assistant:font-semibold assistant:text-sm">Why this engagement</h4>
            <ul className="assistant:mt-1 assistant:list-disc assistant:pl-5 assistant:text-sm">
              {a.engagement_prediction.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h4 className="assistant:font-semibold assistant:text-sm">
            Preview on {platformLabels[result.platform]}
          </h4>
          <div
            data-testid="post-preview"
            className="assistant:mt-2 assistant:rounded-lg assistant:border assistant:border-border assistant:bg-muted/40 assistant:p-4 assistant:text-sm"
          >
            <p className="assistant:whitespace-pre-wrap assistant:break-words">
              {preview.visible}
              {preview.folded && (
                <span className="assistant:font-medium assistant:text-muted-foreground">… more</span>
              )}
              {over && (
                <del
                  data-testid="cut-text"
                  className="assistant:bg-destructive/10 assistant:text-destructive"
                >
                  {preview.cut}
                </del>
              )}
            </p>
            {preview.folded && (
              <div className="assistant:mt-3 assistant:border-border assistant:border-t assistant:pt-3">
                <p className="assistant:font-medium assistant:text-muted-foreground assistant:text-xs">
                  Only seen after tapping "more":
                </p>
                <p className="assistant:whitespace-pre-wrap assistant:break-words assistant:text-muted-foreground">
                  {preview.folded}
                </p>
              </div>
            )}
          </div>
          <p
            className={`assistant:mt-2 assistant:text-sm ${over ? 'assistant:font-medium assistant:text-destructive' : 'assistant:text-muted-foreground'}`}
            data-testid="char-count"
          >
            {a.caption_length.characters.toLocaleString('en-US')} /{' '}
            {a.caption_length.limit.toLocaleString('en-US')} characters
            {over
              ? ` — over the limit by ${(a.caption_length.characters - a.caption_length.limit).toLocaleString('en-US')}; the struck-through part gets cut.`
              : ''}
          </p>
        </div>
        <div className="assistant:grid assistant:gap-4 assistant:sm:grid-cols-2">
          <div>
            <h4 className="assistant:flex assistant:items-center assistant:gap-2 assistant:font-semibold assistant:text-sm">
              <Megaphone aria-hidden="true" className="assistant:size-4" /> Call to action
            </h4>
            <p className="assistant:mt-1 assistant:text-sm">
              {a.call_to_action.present
                ? `Found: ${a.call_to_action.phrases.map((p) => `"${p}"`).join(', ')}`
                : `None found. Try: ${a.call_to_action.suggestion ?? 'ask readers to comment or visit your shop.'}`}
            </p>
          </div>
          <div>
            <h4 className="assistant:flex assistant:items-center assistant:gap-2 assistant:font-semibold assistant:text-sm">
              <Clock aria-hidden="true" className="assistant:size-4" /> Best time to post
            </h4>
            <p className="assistant:mt-1 assistant:text-sm">{a.optimal_posting_time}</p>
          </div>
        </div>
        {a.hashtag_suggestions.length > 0 && (
          <div>
            <h4 className="assistant:font-semibold assistant:text-sm">Hashtag suggestions</h4>
            <div className="assistant:mt-2 assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2">
              {a.hashtag_suggestions.map((tag) => (
                <Badge key={tag} variant="secondary">
                  {tag}
                </Badge>
              ))}
              <CopyButton text={a.hashtag_suggestions.join(' ')} label="Copy suggested hashtags" />
            </div>
          </div>
        )}
        {a.suggestions.length > 0 && (
          <div>
            <h4 className="assistant:font-semibold assistant:text-sm">What to do next</h4>
            <ul className="assistant:mt-2 assistant:flex assistant:flex-col assistant:gap-2">
              {a.suggestions.map((s) => (
                <li
                  key={s}
                  className="assistant:flex assistant:items-start assistant:gap-2 assistant:text-sm"
                >
                  <CheckCircle2
                    aria-hidden="true"
                    className="assistant:mt-0.5 assistant:size-4 assistant:shrink-0 assistant:text-primary"
                  />
                  {s}
                </li>
              ))}
            </ul>
          </div>
        )}
        <SourceNote source={result.source} />
      </CardContent>
    </Card>
  );
}

/** Analyze tab: paste a post, pick the platform, read the analysis and the platform preview. */
export function AnalyzeTab() {
  const analyze = useAnalyzeContent();
  const [content, setContent] = useState('');
  const [platform, setPlatform] = useState<Platform>('instagram');
  const [analyzed, setAnalyzed] = useState('');
  const blank = content.trim().length === 0;
  const submit = () => {
    if (blank) return;
    setAnalyzed(content);
    analyze.mutate(
      { content, platform },
      {
        onError: () => toastError('Error', 'Failed to analyze content. Please try again.'),
      },
    );
  };
  return (
    <div className="assistant:flex assistant:flex-col assistant:gap-4">
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">Content Analyzer</CardTitle>
          <CardDescription>See how a post reads, how it will look and how to make it land.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="assistant:flex assistant:flex-col assistant:gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField label="Your post">
              <Textarea
                rows={5}
                value={content}
                placeholder="Paste or write the caption you want to post..."
                onChange={(event) => setContent(event.target.value)}
              />
            </FormField>
            <FormField label="Platform">
              <Select value={platform} onValueChange={(value) => setPlatform(value as Platform)}>
                <SelectTrigger className="assistant:w-full assistant:sm:w-64">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PLATFORMS.map((p) => (
                    <SelectItem key={p} value={p}>
                      {platformLabels[p]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <div>
              <Button type="submit" disabled={blank || analyze.isPending}>
                {analyze.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {analyze.isPending ? 'Analyzing...' : 'Analyze Content with AI'}
              </Button>
            </div>
          </form>
          {analyze.isError && (
            <p role="alert" className="assistant:mt-3 assistant:text-destructive assistant:text-sm">
              Failed to analyze content. Please try again.
            </p>
          )}
          {analyze.isIdle && (
            <p className="assistant:mt-3 assistant:text-muted-foreground assistant:text-sm">
              No analysis yet: write a post and choose where it goes.
            </p>
          )}
        </CardContent>
      </Card>
      {analyze.data && !analyze.isPending && <Result result={analyze.data} content={analyzed} />}
    </div>
  );
}
