import { startMailbox } from '@market-muse/test-servers/mailbox';
import type { AppConfig } from '../src/config.ts';
import { startApp } from './harness.ts';

export { linkIn, type Mailbox, startMailbox } from '@market-muse/test-servers/mailbox';

/** The application over `kind`, mailing to a mailbox of its own: the setup of every suite that reads mail. */
export const startAppWithMailbox = async (
  kind: 'embedded' | 'postgres',
  overrides: Partial<AppConfig> = {},
) => {
  const mailbox = await startMailbox();
  const app = await startApp(kind, {
    ...overrides,
    mail: { smtpUrl: mailbox.smtpUrl, from: 'Market Muse <hello@muse.example>' },
  });
  return { app, mailbox };
};
