// /project-setup: where the insights page sends a profile without a current project name.
// Name, description, stage and audience of the current project, saved to the profile, then back to
// /project-insights.
import { useProfile, useSaveProfile } from '@market-muse/client';
import type { Profile } from '@market-muse/contracts';
import { PROJECT_NAME_REQUIRED } from '@market-muse/contracts/enums';
import {
  Button,
  Card,
  CardContent,
  FormField,
  Input,
  QueryState,
  Textarea,
  toast,
  toastError,
} from '@market-muse/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CardsField } from '../steps/fields.tsx';
import { stageOptions } from '../steps/options.ts';
import { PROFILE_FAILED, PROFILE_PENDING } from './states.tsx';

export function ProjectSetupPage() {
  const profile = useProfile();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="onboarding:mx-auto onboarding:flex onboarding:w-full onboarding:max-w-3xl onboarding:flex-col onboarding:gap-6"
    >
      <header className="onboarding:flex onboarding:flex-col onboarding:gap-2">
        <h1
          id={titleId}
          className="onboarding:font-bold onboarding:text-2xl onboarding:tracking-tight onboarding:sm:text-3xl"
        >
          Set up your current project
        </h1>
        <p className="onboarding:text-muted-foreground">
          Tell us what you are working on, and we will tailor your marketing insights to it.
        </p>
      </header>
      <QueryState query={profile} pending={PROFILE_PENDING} error={PROFILE_FAILED}>
        {(data) => <ProjectForm profile={data} />}
      </QueryState>
    </section>
  );
}

function ProjectForm({ profile }: { profile: Profile | null }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const [name, setName] = useState(profile?.currentProjectName ?? '');
  const [description, setDescription] = useState(profile?.projectDescription ?? '');
  const [stage, setStage] = useState<string>(profile?.projectStage ?? '');
  const [audience, setAudience] = useState(profile?.targetAudience ?? '');
  const [submitted, setSubmitted] = useState(false);
  const nameError = submitted && name.trim() === '' ? PROJECT_NAME_REQUIRED : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '') return;
    save.mutate(
      {
        currentProjectName: name.trim(),
        projectDescription: description.trim() || null,
        projectStage: stage || null,
        targetAudience: audience.trim() || null,
        onboardingCompleted: true,
      } as never,
      {
        onSuccess: () => {
          toast({ title: 'Profile Saved!' });
          navigate('/project-insights');
        },
        onError: () => toastError('Error', 'Failed to save profile'),
      },
    );
  };

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          aria-label="Current project"
          onSubmit={submit}
          className="onboarding:flex onboarding:flex-col onboarding:gap-6"
        >
          <FormField label="Project name" required error={nameError}>
            <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label="Project description">
            <Textarea
              value={description}
              rows={4}
              maxLength={2000}
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <CardsField legend="Project stage" options={stageOptions} value={stage} onChange={setStage} />
          <FormField label="Target audience" description="Who do you most want to reach?">
            <Input value={audience} maxLength={2000} onChange={(e) => setAudience(e.target.value)} />
          </FormField>
          <div className="onboarding:flex onboarding:flex-wrap onboarding:justify-between onboarding:gap-3">
            <Button asChild variant="outline">
              <Link to="/">Cancel</Link>
            </Button>
            <Button type="submit" pending={save.isPending}>
              Save and continue
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
