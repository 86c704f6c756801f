import type { Meta, StoryObj } from '@storybook/react-vite';
import { CameraIcon, MusicIcon, PaletteIcon, SproutIcon, TrendingUpIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FormFieldset } from './form-fieldset.tsx';
import { MultiSelectChips } from './multi-select-chips.tsx';
import { SingleSelectCards } from './single-select-cards.tsx';

const creativeTypes = [
  { value: 'visual_art', label: 'Visual Art', icon: <PaletteIcon /> },
  { value: 'photography', label: 'Photography', icon: <CameraIcon /> },
  { value: 'music', label: 'Music', icon: <MusicIcon /> },
  { value: 'writing', label: 'Writing' },
  { value: 'other', label: 'Other', disabled: true },
];

const experience = [
  { value: 'beginner', label: 'Beginner', description: '0-1 years', icon: <SproutIcon /> },
  { value: 'intermediate', label: 'Intermediate', description: '2-5 years', icon: <TrendingUpIcon /> },
  { value: 'advanced', label: 'Advanced', description: '5+ years', icon: <TrophyIcon /> },
];

const onTypes = fn();
const onLevel = fn();

/** Onboarding step 'Creative Background': multi-select creative types, single-select experience. */
function CreativeBackground({ initialTypes = [] }: { initialTypes?: string[] }) {
  const [types, setTypes] = useState<string[]>(initialTypes);
  const [level, setLevel] = useState<string>('');
  return (
    <div className="grid max-w-2xl gap-8">
      <FormFieldset legend="What kind of creative are you?" description="Pick all that apply">
        <MultiSelectChips
          options={creativeTypes}
          value={types}
          onValueChange={(next) => {
            setTypes(next);
            onTypes(next);
          }}
        />
      </FormFieldset>
      <FormFieldset legend="Experience level">
        <SingleSelectCards
          options={experience}
          value={level}
          onValueChange={(next) => {
            setLevel(next);
            onLevel(next);
          }}
        />
      </FormFieldset>
    </div>
  );
}

const meta = {
  title: 'Components/Choices',
  component: CreativeBackground,
  beforeEach: () => {
    onTypes.mockClear();
    onLevel.mockClear();
  },
} satisfies Meta<typeof CreativeBackground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MultiSelectChipsToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    const photo = canvas.getByRole('button', { name: 'Photography' });
    const music = canvas.getByRole('button', { name: 'Music' });
    await userEvent.click(photo);
    await userEvent.click(music);
    await expect(photo).toHaveAttribute('aria-pressed', 'true');
    await expect(onTypes).toHaveBeenLastCalledWith(['photography', 'music']);
    await userEvent.click(photo);
    await expect(photo).toHaveAttribute('aria-pressed', 'false');
    await expect(onTypes).toHaveBeenLastCalledWith(['music']);
    await expect(canvas.getByRole('button', { name: 'Other' })).toBeDisabled();
  },
};

export const MultiSelectChipsKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Visual Art' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Photography' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onTypes).toHaveBeenLastCalledWith(['photography']);
  },
};

export const Preselected: Story = {
  args: { initialTypes: ['music', 'writing'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Writing' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Visual Art' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SingleSelectCardsPick: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(canvas.getByRole('group', { name: 'Experience level' })).toContainElement(group);
    await userEvent.click(canvas.getByRole('radio', { name: /Intermediate/ }));
    await expect(canvas.getByRole('radio', { name: /Intermediate/ })).toBeChecked();
    await expect(onLevel).toHaveBeenLastCalledWith('intermediate');
    await userEvent.click(canvas.getByRole('radio', { name: /Advanced/ }));
    await expect(canvas.getByRole('radio', { name: /Intermediate/ })).not.toBeChecked();
    await expect(onLevel).toHaveBeenLastCalledWith('advanced');
  },
};

export const SingleSelectCardsKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Beginner/ }));
    await expect(canvas.getByRole('radio', { name: /Beginner/ })).toHaveFocus();
    // Hold the key as a person does: Radix moves focus on the next tick and checks the radio
    // only while an arrow key is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Intermediate/ })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Intermediate/ })).toBeChecked();
    await expect(onLevel).toHaveBeenLastCalledWith('intermediate');
  },
};
