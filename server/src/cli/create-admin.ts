/**
 * npm run create-admin -- <username> [--email you@example.com]
 * The password comes from ADMIN_PASSWORD or is asked for (never a default). An existing account with that
 * username is promoted to admin and given the new password, and its sessions end (ADR 041).
 */
import { createInterface } from 'node:readline/promises';
import { emailSchema, newPasswordSchema, usernameSchema } from '@playbook/contracts';
import { makeAdmin } from '../features/admin/make-admin.ts';
import { runOnDatabase } from './run-on-database.ts';

function argument(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD or run this in a terminal to be asked for the password');
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: the readline echo is replaced by nothing while the password is read.
  const output = prompt as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write('Password for the admin account: ');
  output._writeToOutput = () => undefined;
  const password = await prompt.question('');
  prompt.close();
  process.stdout.write('\n');
  return password;
}

function parseOrExit<T>(label: string, result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T {
  if (result.success) return result.data;
  console.error(`${label}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  process.exit(2);
}

const firstArgument = process.argv[2];
if (!firstArgument || firstArgument.startsWith('--')) {
  console.error('Usage: npm run create-admin -- <username> [--email you@example.com]');
  process.exit(2);
}
const username = parseOrExit('username', usernameSchema.safeParse(firstArgument));
const emailText = argument('--email');
const email = emailText === undefined ? null : parseOrExit('email', emailSchema.safeParse(emailText));
const password = parseOrExit('password', newPasswordSchema.safeParse(process.env.ADMIN_PASSWORD ?? (await askPassword())));

await runOnDatabase(async (database) => {
  const made = await makeAdmin(database, { username, email, password });
  if (made.outcome === 'created') console.log(`Created admin account ${made.username}.`);
  else {
    const ended = made.endedSessions === 1 ? '1 session' : `${made.endedSessions} sessions`;
    console.log(`Promoted ${made.username} to admin and set the new password; ended its ${ended} (signed in with the old password).`);
  }
});
