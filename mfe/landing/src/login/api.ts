/** 'Continue with Replit' hands the browser to the external sign-in path. */
export const EXTERNAL_LOGIN_PATH = '/api/auth/login';
