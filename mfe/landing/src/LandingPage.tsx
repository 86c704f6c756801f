import './styles.css';
import { Button, Card, CardContent } from '@market-muse/ui';
import { ArrowRight, Check, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURES, STEPS, TAGLINE, TESTIMONIALS } from './landing/content.ts';
import { Footer } from './landing/Footer.tsx';
import { Logo } from './landing/Logo.tsx';

const FREE_POINTS = ['Completely free', 'No credit card required', 'Set up in about 5 minutes'];

/** Spec §2 "Landing page": hero, features, how it works, success stories, closing call to action. */
export default function LandingPage() {
  return (
    <div className="ld:flex ld:min-h-dvh ld:flex-col ld:bg-background">
      <header className="ld:border-b ld:border-border">
        <div className="ld:mx-auto ld:flex ld:h-16 ld:max-w-6xl ld:items-center ld:justify-between ld:px-4 ld:sm:px-6">
          <Logo />
          <nav aria-label="Main" className="ld:flex ld:items-center ld:gap-2">
            <Button asChild variant="ghost" className="ld:hidden ld:sm:inline-flex">
              <a href="#how-it-works">How it works</a>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login">Sign In</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main className="ld:flex-1">
        <section
          aria-labelledby="hero-title"
          className="ld:bg-gradient-to-b ld:from-secondary ld:to-background ld:px-4 ld:py-20 ld:sm:px-6 ld:md:py-28"
        >
          <div className="ld:mx-auto ld:flex ld:max-w-3xl ld:flex-col ld:items-center ld:gap-6 ld:text-center">
            <p className="ld:rounded-full ld:bg-background ld:px-4 ld:py-1 ld:font-medium ld:text-primary ld:text-sm ld:shadow-xs">
              {TAGLINE}
            </p>
            <h1
              id="hero-title"
              className="ld:font-bold ld:text-4xl ld:tracking-tight ld:sm:text-5xl ld:md:text-6xl"
            >
              Grow your creative work with a plan made for you
            </h1>
            <p className="ld:max-w-2xl ld:text-lg ld:text-muted-foreground">
              Market Muse gives artists, designers, photographers, illustrators, authors and musicians a
              personalized marketing roadmap, daily tasks, content ideas and an AI advisor that knows their
              craft.
            </p>
            <div className="ld:flex ld:flex-col ld:gap-3 ld:sm:flex-row">
              <Button asChild size="lg">
                <Link to="/login">
                  Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#how-it-works">See how it works</a>
              </Button>
            </div>
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="ld:px-4 ld:py-20 ld:sm:px-6">
          <div className="ld:mx-auto ld:flex ld:max-w-6xl ld:flex-col ld:gap-12">
            <div className="ld:mx-auto ld:flex ld:max-w-2xl ld:flex-col ld:gap-3 ld:text-center">
              <h2 id="features-title" className="ld:font-bold ld:text-3xl ld:tracking-tight">
                Everything you need to market your art
              </h2>
              <p className="ld:text-muted-foreground">
                Less guessing, more creating: Market Muse turns marketing into clear next steps.
              </p>
            </div>
            <ul className="ld:grid ld:gap-6 ld:sm:grid-cols-2 ld:lg:grid-cols-4">
              {FEATURES.map(({ icon: Icon, title, body }) => (
                <li key={title}>
                  <Card className="ld:h-full">
                    <CardContent className="ld:flex ld:flex-col ld:gap-3">
                      <span className="ld:flex ld:size-10 ld:items-center ld:justify-center ld:rounded-lg ld:bg-secondary ld:text-secondary-foreground">
                        <Icon aria-hidden="true" className="ld:size-5" />
                      </span>
                      <h3 className="ld:font-semibold ld:text-lg">{title}</h3>
                      <p className="ld:text-muted-foreground ld:text-sm">{body}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          id="how-it-works"
          aria-labelledby="how-title"
          className="ld:scroll-mt-4 ld:bg-muted/50 ld:px-4 ld:py-20 ld:sm:px-6"
        >
          <div className="ld:mx-auto ld:flex ld:max-w-5xl ld:flex-col ld:gap-12">
            <div className="ld:mx-auto ld:flex ld:max-w-2xl ld:flex-col ld:gap-3 ld:text-center">
              <h2 id="how-title" className="ld:font-bold ld:text-3xl ld:tracking-tight">
                How it works
              </h2>
              <p className="ld:text-muted-foreground">
                Three steps from “where do I start?” to a plan you follow.
              </p>
            </div>
            <ol className="ld:grid ld:gap-8 ld:md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.title} className="ld:flex ld:flex-col ld:items-center ld:gap-3 ld:text-center">
                  <span
                    aria-hidden="true"
                    className="ld:flex ld:size-12 ld:items-center ld:justify-center ld:rounded-full ld:bg-primary ld:font-bold ld:text-lg ld:text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <h3 className="ld:font-semibold ld:text-lg">{step.title}</h3>
                  <p className="ld:text-muted-foreground ld:text-sm">{step.body}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="stories-title" className="ld:px-4 ld:py-20 ld:sm:px-6">
          <div className="ld:mx-auto ld:flex ld:max-w-6xl ld:flex-col ld:gap-12">
            <div className="ld:mx-auto ld:flex ld:max-w-2xl ld:flex-col ld:gap-3 ld:text-center">
              <h2 id="stories-title" className="ld:font-bold ld:text-3xl ld:tracking-tight">
                Success stories
              </h2>
              <p className="ld:text-muted-foreground">
                Creatives who turned their craft into a growing audience.
              </p>
            </div>
            <ul className="ld:grid ld:gap-6 ld:md:grid-cols-3">
              {TESTIMONIALS.map((t) => (
                <li key={t.name}>
                  <Card className="ld:h-full">
                    <CardContent>
                      <figure className="ld:flex ld:h-full ld:flex-col ld:gap-4">
                        <Quote aria-hidden="true" className="ld:size-6 ld:text-coral" />
                        <blockquote className="ld:flex-1 ld:text-foreground">“{t.quote}”</blockquote>
                        <figcaption className="ld:text-sm">
                          <span className="ld:font-semibold">{t.name}</span>
                          <span className="ld:text-muted-foreground"> · {t.role}</span>
                        </figcaption>
                      </figure>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="ld:px-4 ld:pb-20 ld:sm:px-6">
          <div className="ld:mx-auto ld:flex ld:max-w-4xl ld:flex-col ld:items-center ld:gap-6 ld:rounded-2xl ld:bg-primary ld:px-6 ld:py-14 ld:text-center ld:text-primary-foreground">
            <h2 id="cta-title" className="ld:font-bold ld:text-3xl ld:tracking-tight">
              Ready to grow your creative business?
            </h2>
            <p className="ld:max-w-xl ld:opacity-90">
              Join the creatives who market their work with a plan instead of a guess.
            </p>
            <Button asChild size="lg" variant="secondary">
              <Link to="/login">
                Start Your Journey
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <ul className="ld:flex ld:flex-col ld:gap-2 ld:text-sm ld:sm:flex-row ld:sm:gap-6">
              {FREE_POINTS.map((point) => (
                <li key={point} className="ld:flex ld:items-center ld:justify-center ld:gap-1.5">
                  <Check aria-hidden="true" className="ld:size-4" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <Footer />
    </div>
  );
}
