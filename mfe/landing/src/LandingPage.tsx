import './styles.css';
import { Button, Card, CardContent, ThemeSwitch } from '@market-muse/ui/core';
import { ArrowRight, Check, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURES, STEPS, TAGLINE, TESTIMONIALS } from './landing/content.ts';
import { Footer } from './landing/Footer.tsx';
import { Logo } from './landing/Logo.tsx';

const FREE_POINTS = ['Completely free', 'No credit card required', 'Set up in about 5 minutes'];

/** "Landing page": hero, features, how it works, success stories, closing call to action. */
export default function LandingPage() {
  return (
    <div className="landing:flex landing:min-h-dvh landing:flex-col landing:bg-background">
      <header className="landing:border-b landing:border-border">
        <div className="landing:mx-auto landing:flex landing:h-16 landing:max-w-6xl landing:items-center landing:justify-between landing:px-4 landing:sm:px-6">
          <Logo />
          <nav aria-label="Main" className="landing:flex landing:items-center landing:gap-2">
            <Button asChild variant="ghost" className="landing:hidden landing:sm:inline-flex">
              <a href="#how-it-works">How it works</a>
            </Button>
            <ThemeSwitch className="landing:hidden landing:sm:inline-flex" />
            <Button asChild variant="outline">
              <Link to="/login">Sign In</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main className="landing:flex-1">
        <section
          aria-labelledby="hero-title"
          className="landing:bg-gradient-to-b landing:from-secondary landing:to-background landing:px-4 landing:py-20 landing:sm:px-6 landing:md:py-28"
        >
          <div className="landing:mx-auto landing:flex landing:max-w-3xl landing:flex-col landing:items-center landing:gap-6 landing:text-center">
            <p className="landing:rounded-full landing:bg-background landing:px-4 landing:py-1 landing:font-medium landing:text-primary landing:text-sm landing:shadow-xs">
              {TAGLINE}
            </p>
            <h1
              id="hero-title"
              className="landing:font-bold landing:text-4xl landing:tracking-tight landing:sm:text-5xl landing:md:text-6xl"
            >
              Grow your creative work with a plan made for you
            </h1>
            <p className="landing:max-w-2xl landing:text-lg landing:text-muted-foreground">
              Market Muse gives artists, designers, photographers, illustrators, authors and musicians a
              personalized marketing roadmap, daily tasks, content ideas and an AI advisor that knows their
              craft.
            </p>
            <div className="landing:flex landing:flex-col landing:gap-3 landing:sm:flex-row">
              <Button asChild size="lg">
                <Link to="/login">
                  Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/demo">Try the demo</Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <a href="#how-it-works">See how it works</a>
              </Button>
            </div>
          </div>
        </section>

        <section
          id="features"
          aria-labelledby="features-title"
          className="landing:px-4 landing:py-20 landing:sm:px-6"
        >
          <div className="landing:mx-auto landing:flex landing:max-w-6xl landing:flex-col landing:gap-12">
            <div className="landing:mx-auto landing:flex landing:max-w-2xl landing:flex-col landing:gap-3 landing:text-center">
              <h2 id="features-title" className="landing:font-bold landing:text-3xl landing:tracking-tight">
                Everything you need to market your art
              </h2>
              <p className="landing:text-muted-foreground">
                Less guessing, more creating: Market Muse turns marketing into clear next steps.
              </p>
            </div>
            <ul className="landing:grid landing:gap-6 landing:sm:grid-cols-2 landing:lg:grid-cols-4">
              {FEATURES.map(({ icon: Icon, title, body }) => (
                <li key={title}>
                  <Card className="landing:h-full">
                    <CardContent className="landing:flex landing:flex-col landing:gap-3">
                      <span className="landing:flex landing:size-10 landing:items-center landing:justify-center landing:rounded-lg landing:bg-secondary landing:text-secondary-foreground">
                        <Icon aria-hidden="true" className="landing:size-5" />
                      </span>
                      <h3 className="landing:font-semibold landing:text-lg">{title}</h3>
                      <p className="landing:text-muted-foreground landing:text-sm">{body}</p>
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
          className="landing:scroll-mt-4 landing:bg-muted/50 landing:px-4 landing:py-20 landing:sm:px-6"
        >
          <div className="landing:mx-auto landing:flex landing:max-w-5xl landing:flex-col landing:gap-12">
            <div className="landing:mx-auto landing:flex landing:max-w-2xl landing:flex-col landing:gap-3 landing:text-center">
              <h2 id="how-title" className="landing:font-bold landing:text-3xl landing:tracking-tight">
                How it works
              </h2>
              <p className="landing:text-muted-foreground">
                Three steps from “where do I start?” to a plan you follow.
              </p>
            </div>
            <ol className="landing:grid landing:gap-8 landing:md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li
                  key={step.title}
                  className="landing:flex landing:flex-col landing:items-center landing:gap-3 landing:text-center"
                >
                  <span
                    aria-hidden="true"
                    className="landing:flex landing:size-12 landing:items-center landing:justify-center landing:rounded-full landing:bg-primary landing:font-bold landing:text-lg landing:text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <h3 className="landing:font-semibold landing:text-lg">{step.title}</h3>
                  <p className="landing:text-muted-foreground landing:text-sm">{step.body}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="stories-title" className="landing:px-4 landing:py-20 landing:sm:px-6">
          <div className="landing:mx-auto landing:flex landing:max-w-6xl landing:flex-col landing:gap-12">
            <div className="landing:mx-auto landing:flex landing:max-w-2xl landing:flex-col landing:gap-3 landing:text-center">
              <h2 id="stories-title" className="landing:font-bold landing:text-3xl landing:tracking-tight">
                Success stories
              </h2>
              <p className="landing:text-muted-foreground">
                Creatives who turned their craft into a growing audience.
              </p>
            </div>
            <ul className="landing:grid landing:gap-6 landing:md:grid-cols-3">
              {TESTIMONIALS.map((t) => (
                <li key={t.name}>
                  <Card className="landing:h-full">
                    <CardContent>
                      <figure className="landing:flex landing:h-full landing:flex-col landing:gap-4">
                        <Quote aria-hidden="true" className="landing:size-6 landing:text-coral" />
                        <blockquote className="landing:flex-1 landing:text-foreground">
                          “{t.quote}”
                        </blockquote>
                        <figcaption className="landing:text-sm">
                          <span className="landing:font-semibold">{t.name}</span>
                          <span className="landing:text-muted-foreground"> · {t.role}</span>
                        </figcaption>
                      </figure>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="landing:px-4 landing:pb-20 landing:sm:px-6">
          <div className="landing:mx-auto landing:flex landing:max-w-4xl landing:flex-col landing:items-center landing:gap-6 landing:rounded-2xl landing:bg-primary landing:px-6 landing:py-14 landing:text-center landing:text-primary-foreground">
            <h2 id="cta-title" className="landing:font-bold landing:text-3xl landing:tracking-tight">
              Ready to grow your creative business?
            </h2>
            <p className="landing:max-w-xl landing:opacity-90">
              Join the creatives who market their work with a plan instead of a guess.
            </p>
            <Button asChild size="lg" variant="secondary">
              <Link to="/login">
                Start Your Journey
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <ul className="landing:flex landing:flex-col landing:gap-2 landing:text-sm landing:sm:flex-row landing:sm:gap-6">
              {FREE_POINTS.map((point) => (
                <li
                  key={point}
                  className="landing:flex landing:items-center landing:justify-center landing:gap-1.5"
                >
                  <Check aria-hidden="true" className="landing:size-4" />
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
