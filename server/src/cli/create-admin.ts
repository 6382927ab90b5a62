/**
 * npm run create-admin -- <username> [--email you@example.com]
 * The password comes from ADMIN_PASSWORD or is asked for (never a default). An existing account with that
 * username is promoted to admin and given the new password.
 */
import { createInterface } from 'node:readline/promises';
import { eq } from 'drizzle-orm';
import { emailSchema, newPasswordSchema, usernameSchema } from '@playbook/contracts';
import { loadSettings } from '../config.ts';
import { assertDataDirFree } from '../db/backup.ts';
import { connectDatabase } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { SESSION_CHANNEL } from '../auth/sessions.ts';
import { createUser, findUserByUsername } from '../features/auth/service.ts';

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

const { app: config } = loadSettings();
// A running server has the embedded folder open; a second process on it would corrupt it.
if (config.database.kind === 'pglite' && config.database.dataDir) assertDataDirFree(config.database.dataDir);
const database = await connectDatabase(config.database);
try {
  const existing = await findUserByUsername(database.db, username);
  if (existing) {
    await database.db
      .update(users)
      .set({ role: 'admin', passwordHash: await hashPassword(password), ...(email ? { email } : {}) })
      .where(eq(users.id, existing.id));
    // Running instances (PostgreSQL) drop their cached sessions of this user: the new role applies at once.
    await database.events.publish(SESSION_CHANNEL, `u:${existing.id}`);
    console.log(`Promoted ${existing.username} to admin and set the new password.`);
  } else {
    await createUser(database.db, { username, email, password, role: 'admin' });
    console.log(`Created admin account ${username}.`);
  }
} finally {
  await database.close();
}
