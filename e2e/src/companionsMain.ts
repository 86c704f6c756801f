// The process the browser run's companion servers live in (started by ./companions.ts): the SMTP mailbox, the
// AT Protocol network and the OpenID provider. Argument: the callback URL the provider registers for the
// server under test. It prints one JSON line with their addresses once all three answer, and closes them on
// SIGTERM.
import { startMailbox } from '@market-muse/test-servers/mailbox';
import { startOpenIdProvider } from '@market-muse/test-servers/open-id-provider';
import { startPds } from '@market-muse/test-servers/pds';

// A test harness's server that throws is reported and the process goes on: the test that needed it fails on
// its own assertion, and every other test still runs.
process.on('uncaughtException', (error) => console.error('[companions] uncaught exception:', error));
process.on('unhandledRejection', (reason) => console.error('[companions] unhandled rejection:', reason));

const callback = process.argv[2];
if (!callback) throw new Error('usage: companionsMain.ts <OpenID callback URL>');

const mailbox = await startMailbox();
const pds = await startPds();
const provider = await startOpenIdProvider(callback);
process.stdout.write(
  `${JSON.stringify({ smtpUrl: mailbox.smtpUrl, mailboxURL: mailbox.httpUrl, pdsURL: pds.url, oidcIssuer: provider.issuer })}\n`,
);

process.once('SIGTERM', () => {
  void Promise.allSettled([mailbox.close(), provider.close(), pds.close()]).then(() => process.exit(0));
});
