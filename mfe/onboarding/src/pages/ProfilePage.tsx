// /profile: the saved profile as a readable summary, with 'Edit' leading to /onboarding.

import { useProfile } from '@market-muse/client';
import type { Profile } from '@market-muse/contracts';
import {
  businessGoalLabels,
  challengeLabels,
  communicationStyleLabels,
  creativeTypeLabels,
  experienceLevelLabels,
  learningPreferenceLabels,
  profileBudgetLabels,
  profileStageLabels,
  profileTimeLabels,
  skillLabels,
} from '@market-muse/contracts/enums';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  QueryState,
} from '@market-muse/ui';
import { Pencil, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROFILE_FAILED, PROFILE_PENDING } from './states.tsx';

const NOT_SET = <span className="onboarding:text-muted-foreground">Not set</span>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="onboarding:grid onboarding:gap-1 onboarding:sm:grid-cols-[12rem_1fr] onboarding:sm:gap-4">
      <dt className="onboarding:font-medium onboarding:text-muted-foreground onboarding:text-sm">{label}</dt>
      <dd className="onboarding:min-w-0 onboarding:break-words">{children}</dd>
    </div>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return NOT_SET;
  return (
    <ul className="onboarding:flex onboarding:flex-wrap onboarding:gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

const text = (value: string | null) => (value ? value : NOT_SET);
const label = <V extends string>(labels: Record<V, string>, value: V | null) =>
  value ? (labels[value] ?? value) : NOT_SET;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="onboarding:flex onboarding:flex-col onboarding:gap-4">{children}</dl>
      </CardContent>
    </Card>
  );
}

export function ProfileSummary({ profile }: { profile: Profile }) {
  return (
    <div className="onboarding:flex onboarding:flex-col onboarding:gap-6">
      <Section title="Creative background">
        <Row label="Creative types">
          <Chips items={profile.creativeTypes.map((t) => creativeTypeLabels[t] ?? t)} />
        </Row>
        <Row label="Experience">{label(experienceLevelLabels, profile.experienceLevel)}</Row>
      </Section>
      <Section title="Current project">
        <Row label="Project name">{text(profile.currentProjectName)}</Row>
        <Row label="Description">{text(profile.projectDescription)}</Row>
        <Row label="Stage">{label(profileStageLabels, profile.projectStage)}</Row>
        <Row label="Target audience">{text(profile.targetAudience)}</Row>
      </Section>
      <Section title="Goals & resources">
        <Row label="Business goals">
          <Chips items={profile.businessGoals.map((g) => businessGoalLabels[g] ?? g)} />
        </Row>
        <Row label="Marketing budget">{label(profileBudgetLabels, profile.availableBudget)}</Row>
        <Row label="Time available">{label(profileTimeLabels, profile.availableTime)}</Row>
        <Row label="Biggest challenges">
          <Chips items={profile.biggestChallenges.map((c) => challengeLabels[c] ?? c)} />
        </Row>
      </Section>
      <Section title="Preferences">
        <Row label="Primary skills">
          <Chips items={profile.primarySkills.map((s) => skillLabels[s] ?? s)} />
        </Row>
        <Row label="Communication style">{label(communicationStyleLabels, profile.communicationStyle)}</Row>
        <Row label="Learning preference">{label(learningPreferenceLabels, profile.learningPreference)}</Row>
      </Section>
    </div>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  return (
    <section
      aria-labelledby="profile-title"
      className="onboarding:mx-auto onboarding:flex onboarding:w-full onboarding:max-w-3xl onboarding:flex-col onboarding:gap-6"
    >
      <header className="onboarding:flex onboarding:flex-wrap onboarding:items-start onboarding:justify-between onboarding:gap-4">
        <div className="onboarding:flex onboarding:flex-col onboarding:gap-2">
          <h1
            id="profile-title"
            className="onboarding:font-bold onboarding:text-2xl onboarding:tracking-tight onboarding:sm:text-3xl"
          >
            Your profile
          </h1>
          <p className="onboarding:text-muted-foreground">What Market Muse knows about you and your work.</p>
        </div>
        {profile.data ? (
          <Button asChild variant="outline">
            <Link to="/onboarding">
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        ) : null}
      </header>
      <QueryState
        query={profile}
        pending={PROFILE_PENDING}
        error={PROFILE_FAILED}
        empty={{
          when: (data) => data === null,
          show: (
            <EmptyState
              icon={<UserRound />}
              headingLevel={2}
              title="No profile yet"
              text="Answer a few questions about your creative work to get a plan made for you."
              action={
                <Button asChild>
                  <Link to="/onboarding">Set up your profile</Link>
                </Button>
              }
            />
          ),
        }}
      >
        {(data) => data && <ProfileSummary profile={data} />}
      </QueryState>
    </section>
  );
}
