import { z } from 'zod';

/** Spec §5/§9: password minimum 8 (the server enforces the same rule in @market-muse/contracts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'At most 100 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, PASSWORD_HINT)
    .max(200, 'Password must be at most 200 characters'),
});
export type SignUpValues = z.infer<typeof signUpSchema>;
