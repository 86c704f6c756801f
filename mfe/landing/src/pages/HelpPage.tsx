import { FormField, Input } from '@market-muse/ui';
import { Card, CardContent, CardHeader, CardTitle } from '@market-muse/ui/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { HELP_ANSWERS } from './content/help.ts';
import type { HelpAnswer } from './content/types.ts';
import { type HelpSearch, loadHelpSearch } from './help-search.ts';
import { SignedInAware } from './in-app.tsx';
import { PublicLayout } from './PublicLayout.tsx';

const plural = new Intl.PluralRules('en');
const answersCount = (count: number) => `${count} ${plural.select(count) === 'one' ? 'answer' : 'answers'}`;

function AnswerCard({ answer, heading = 'h3' }: { answer: HelpAnswer; heading?: 'h2' | 'h3' }) {
  return (
    <Card aria-labelledby={`help-${answer.id}`}>
      <CardHeader>
        <CardTitle id={`help-${answer.id}`} asHeading={heading}>
          {answer.question}
        </CardTitle>
      </CardHeader>
      <CardContent className="landing:flex landing:flex-col landing:gap-3">
        {answer.answer.map((paragraph) => (
          <p key={paragraph} className="landing:leading-7 landing:text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </CardContent>
    </Card>
  );
}

/** "Help center": the answers by topic, and a search over them. */
export default function HelpPage() {
  return (
    <SignedInAware>
      <Help />
    </SignedInAware>
  );
}

function Help() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<HelpSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const searching = query.trim() !== '';

  // The search library loads with the first letter typed.
  useEffect(() => {
    if (!searching || search || failed) return;
    let current = true;
    loadHelpSearch(HELP_ANSWERS).then(
      (loaded) => current && setSearch(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [searching, search, failed]);

  const results = useMemo(() => {
    if (!searching || !search) return null;
    const byId = new Map(HELP_ANSWERS.map((answer) => [answer.id, answer]));
    return search(query.trim()).flatMap((id) => byId.get(id) ?? []);
  }, [query, search, searching]);

  const topics = [...new Set(HELP_ANSWERS.map((answer) => answer.topic))];

  return (
    <PublicLayout title="Help center" lede="Answers to the questions creatives ask us most.">
      <search className="landing:flex landing:flex-col landing:gap-2">
        <FormField
          label="Search the help center"
          description="For example: password, export, Bluesky"
          error={failed ? 'Search is not available right now. Every answer is listed below.' : undefined}
        >
          <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </FormField>
        <p role="status" className="landing:text-muted-foreground landing:text-sm">
          {results ? answersCount(results.length) : searching && !failed ? 'Searching…' : ''}
        </p>
      </search>

      {results ? (
        results.length > 0 ? (
          <section aria-label="Search results" className="landing:flex landing:flex-col landing:gap-4">
            {results.map((answer) => (
              <AnswerCard key={answer.id} answer={answer} heading="h2" />
            ))}
          </section>
        ) : (
          <p className="landing:leading-7">
            No answers match “{query.trim()}”. Try other words, or{' '}
            <Link to="/contact" className="landing:font-medium landing:text-primary landing:underline">
              ask us directly
            </Link>
            .
          </p>
        )
      ) : (
        topics.map((topic) => (
          <section key={topic} className="landing:flex landing:flex-col landing:gap-4">
            <h2 className="landing:font-semibold landing:text-2xl landing:tracking-tight">{topic}</h2>
            {HELP_ANSWERS.filter((answer) => answer.topic === topic).map((answer) => (
              <AnswerCard key={answer.id} answer={answer} />
            ))}
          </section>
        ))
      )}

      <p className="landing:leading-7">
        Still stuck?{' '}
        <Link to="/contact" className="landing:font-medium landing:text-primary landing:underline">
          Contact us
        </Link>{' '}
        and a person answers within two working days.
      </p>
    </PublicLayout>
  );
}
