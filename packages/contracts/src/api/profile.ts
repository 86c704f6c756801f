export { PROFILE_NOT_FOUND } from '../enums.ts';

import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Profile } from '../domain.ts';
import { SaveProfileRequest } from '../requests/profile.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { Authentication } from './security.ts';

export class ProfileApi extends HttpApiGroup.make('profile')
  .add(
    HttpApiEndpoint.get('get', '/api/profile')
      .addSuccess(Profile)
      .addError(NotFoundText)
      .annotate(
        OpenApi.Description,
        "The signed-in user's marketing profile. 404 'Profile not found' until the first save: the screens " +
          'treat it as onboarding not done.',
      ),
  )
  .add(
    HttpApiEndpoint.post('save', '/api/profile')
      .setPayload(SaveProfileRequest)
      .addSuccess(Profile)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Creates or updates the profile (both onboarding variants). Absent fields keep their saved values, ' +
          'null clears one; onboardingCompleted: true completes onboarding (it cannot be undone). Each listed ' +
          'business goal sets a matching initial goal once (saving again does not duplicate it).',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/profile.ts';
