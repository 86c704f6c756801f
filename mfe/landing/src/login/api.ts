/** 'Continue with <provider>' hands the browser to the provider sign-in's start, which redirects onwards. */
export const EXTERNAL_LOGIN_PATH = '/api/auth/login';
