import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The product's identity at a glance. Every surface is shown with its paired foreground, so the
 * axe check of this story proves each token pair meets contrast, in the light and the dark run.
 */
const pairs = [
  ['bg-background text-foreground', 'background / foreground'],
  ['bg-card text-card-foreground', 'card / card-foreground'],
  ['bg-popover text-popover-foreground', 'popover / popover-foreground'],
  ['bg-primary text-primary-foreground', 'primary / primary-foreground'],
  ['bg-secondary text-secondary-foreground', 'secondary / secondary-foreground'],
  ['bg-muted text-muted-foreground', 'muted / muted-foreground'],
  ['bg-accent text-accent-foreground', 'accent / accent-foreground'],
  ['bg-coral text-coral-foreground', 'coral / coral-foreground'],
  ['bg-destructive text-destructive-foreground', 'destructive / destructive-foreground'],
  ['bg-success text-success-foreground', 'success / success-foreground'],
  ['bg-info text-info-foreground', 'info / info-foreground'],
  ['bg-background text-primary', 'primary text on background'],
  ['bg-background text-destructive', 'destructive text on background'],
  ['bg-background text-muted-foreground', 'muted text on background'],
  ['bg-card text-muted-foreground', 'muted text on card'],
] as const;

function Tokens() {
  return (
    <div className="grid gap-8">
      <section className="grid gap-2">
        <h2 className="font-semibold text-xl">Colour pairs</h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {pairs.map(([classes, name]) => (
            <li key={name} className={`rounded-lg border p-4 text-sm ${classes}`}>
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-2">
        <h2 className="font-semibold text-xl">Type scale</h2>
        <p className="font-bold text-4xl tracking-tight">Your personalized marketing companion</p>
        <p className="font-semibold text-2xl">Marketing Roadmap</p>
        <p className="font-semibold text-lg">Recent Tasks</p>
        <p className="text-base">Follow daily tasks and track progress.</p>
        <p className="text-muted-foreground text-sm">Step 2 of 3</p>
        <p className="text-muted-foreground text-xs">Created 3 days ago</p>
      </section>
      <section className="flex items-center gap-3 text-sm">
        <span className="size-2.5 rounded-full bg-success" aria-hidden="true" /> completed task
        <span className="size-2.5 rounded-full bg-primary" aria-hidden="true" /> pending task
      </section>
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;

export const ColoursAndType: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(pairs.length);
  },
};
