import { useAddCommunityHabit, useCommunityGuide } from '@market-muse/client';
import type { CommunityGuide } from '@market-muse/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  QueryState,
  toast,
  toastError,
} from '@market-muse/ui';
import { CalendarCheck, HeartHandshake, Users } from 'lucide-react';
import { Link } from 'react-router';

/**
 * /community: where this creative finds their people. Every word of the guide comes from the advisor's
 * knowledge for the user's profile (GET /api/community); the page only lays it out.
 */
export function CommunityPage() {
  const guide = useCommunityGuide();

  return (
    <QueryState
      query={guide}
      pending="Finding your communities..."
      error={{
        title: "We couldn't load your community guide",
        text: (error) => (error instanceof Error ? error.message : undefined),
        icon: null,
        headingLevel: 3,
      }}
    >
      {(data) => <CommunityGuideView data={data} />}
    </QueryState>
  );
}

/** The guide, once loaded: where to find the creative's people, and this week's habit. */
function CommunityGuideView({ data }: { data: CommunityGuide }) {
  const addHabit = useAddCommunityHabit();
  const onAddHabit = () =>
    addHabit.mutate(undefined, {
      onSuccess: ({ created, task }) =>
        toast({
          title: created ? 'Habit added!' : 'Already on your list',
          description: created
            ? `'${task.title}' is on your tasks for this week.`
            : `'${task.title}' is on your tasks for this week already.`,
        }),
      onError: (error) => toastError('Could not add the habit', error, 'Please try again'),
    });

  return (
    <section aria-labelledby="community-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="community-title" className="font-bold text-3xl tracking-tight">
          Find your people
        </h1>
        <p className="max-w-3xl text-muted-foreground">{data.intro}</p>
      </div>

      <Card className="border-primary/40">
        <CardHeader>
          <CardTitle asHeading="h2" className="flex items-center gap-2">
            <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
            Your weekly habit
          </CardTitle>
          <CardDescription>{data.habit.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="font-medium">{data.habit.title}</p>
          <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
            {data.habit.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={onAddHabit} pending={addHabit.isPending}>
              Add to my tasks
            </Button>
            {addHabit.isSuccess ? (
              <Button asChild variant="outline">
                <Link to="/roadmap">See my tasks</Link>
              </Button>
            ) : null}
            <Badge variant="secondary">{data.habit.estimatedTime} min a week</Badge>
          </div>
        </CardContent>
      </Card>

      <h2 className="font-semibold text-xl">
        Communities worth joining as a {data.creativeType.toLowerCase()} creative
      </h2>
      <ol className="grid gap-4 md:grid-cols-2">
        {data.communities.map((community, index) => (
          <li key={community.kind}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Users aria-hidden="true" className="size-5 text-primary" />
                  {community.name}
                  {index === 0 ? <Badge>Start here</Badge> : null}
                </CardTitle>
                <CardDescription>{community.goodFor}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-3 text-sm">
                <div>
                  <h4 className="font-medium">Where to look</h4>
                  <ul className="list-disc pl-5">
                    {community.whereToLook.map((place) => (
                      <li key={place}>{place}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="font-medium">How to show up</h4>
                  <ul className="list-disc pl-5">
                    {community.howToShowUp.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>

      <Card>
        <CardHeader>
          <CardTitle asHeading="h2" className="flex items-center gap-2">
            <HeartHandshake aria-hidden="true" className="size-5 text-primary" />
            Show up without spamming
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {data.etiquette.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
