import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from './button.tsx';
import { Stepper } from './stepper.tsx';

const steps = ['Creative Background', 'Current Project', 'Goals & Resources'];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps, current: 1 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MiddleStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('Current Project');
    await expect(canvas.getByText('(completed)', { exact: false })).toBeInTheDocument();
  },
};

/** Onboarding variant A: a wizard with a progress bar, Back on step 1 leaves the wizard. */
function Wizard() {
  const [step, setStep] = useState(0);
  return (
    <div className="grid max-w-lg gap-4">
      <Stepper steps={steps} current={step} showProgress />
      <h2 className="font-semibold text-xl">{steps[step]}</h2>
      <div className="flex justify-between">
        <Button variant="outline" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
          Previous
        </Button>
        <Button onClick={() => setStep((s) => Math.min(s + 1, steps.length - 1))}>
          {step === steps.length - 1 ? 'Complete Setup' : 'Next'}
        </Button>
      </div>
    </div>
  );
}

export const WizardWithProgress: Story = {
  render: () => <Wizard />,
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('progressbar');
    // The bar shows the share of steps finished: none on the first step, never 100% before the end.
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await expect(canvas.getByText('33% done')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Goals & Resources' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Current Project');
  },
};
