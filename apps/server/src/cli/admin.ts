/**
 * Operator administration from the shell, in any mode:
 *   npm run admin -- create-operator --username NAME
 *   npm run admin -- seed-catalogue      (blanks with generated mockups; idempotent, for production)
 * The password is read from OPERATOR_PASSWORD when set (automation), otherwise asked for without echo.
 */
import { ALL_PERMISSIONS, passwordSchema, ROLE_ADMIN, UserType, usernameSchema } from '@podbench/contract';
import { createRuntime } from '../bootstrap';
import { loadConfig } from '../config';
import { hashPassword } from '../lib/crypto';
import { askHidden } from './prompt';
import { seedCatalogueCommand } from './seed-catalogue';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function createOperator() {
  const userName = usernameSchema.safeParse(arg('username') ?? '');
  if (!userName.success) throw new Error(`用户名不合法：${userName.error.issues[0]?.message}`);
  const raw = process.env.OPERATOR_PASSWORD ?? (await askHidden('请输入运营账号密码: '));
  const password = passwordSchema.safeParse(raw);
  if (!password.success) throw new Error(`密码不合法：${password.error.issues[0]?.message}`);

  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const { ctx, handle } = await createRuntime(config);
  try {
    const exists = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', userName.data)
      .executeTakeFirst();
    if (exists) throw new Error(`用户名 ${userName.data} 已存在`);
    const now = Date.now();
    await ctx.db
      .insertInto('users')
      .values({
        main_id: 0,
        user_name: userName.data,
        nick_name: userName.data,
        password_hash: await hashPassword(password.data),
        user_type: UserType.MAIN,
        roles: JSON.stringify([ROLE_ADMIN]),
        permissions: JSON.stringify([ALL_PERMISSIONS]),
        created_at: now,
        updated_at: now,
      })
      .execute();
    console.log(`已创建运营账号 ${userName.data}`);
  } finally {
    await handle.close();
  }
}

const commands: Record<string, () => Promise<void>> = {
  'create-operator': createOperator,
  'seed-catalogue': seedCatalogueCommand,
};
const cmd = process.argv[2];
const run = cmd ? commands[cmd] : undefined;
if (!run) {
  console.error(`用法: npm run admin -- <命令>\n命令: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
