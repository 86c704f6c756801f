import type * as React from 'react';

/** One choice of an onboarding question (e.g. creative type 'photography' shown as 'Photography'). */
export type ChoiceOption = {
  value: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  disabled?: boolean;
};
