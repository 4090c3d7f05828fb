import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { findAuditEntries, presentAuditEntry, recordAudit } from './audit.service.ts';

const ctx = useTestApp();

describe('audit log', () => {
  it('records an action with its actor and before → after, and finds it by actor, action prefix and target', async () => {
    const admin = await createUser(ctx.app, 'admin');
    await recordAudit(ctx.sql, {
      actorId: admin.id,
      action: 'user.block',
      targetType: 'user',
      targetId: 4242,
      before: { blocked: false },
      after: { blocked: true },
    });
    const found = await findAuditEntries(ctx.sql, { actor: admin.id, action: 'user.' }, { limit: 10, offset: 0 });
    expect(found.count).toBe(1);
    const [entry] = found.rows.map(presentAuditEntry);
    expect(entry).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: 'user.block',
      target_type: 'user',
      target_id: '4242',
      before: { blocked: false },
      after: { blocked: true },
    });
    const byTarget = await findAuditEntries(
      ctx.sql,
      { targetType: 'user', targetId: '4242' },
      { limit: 10, offset: 0 },
    );
    expect(byTarget.rows.map((row) => row.id)).toContain(entry?.id);
    // `%` and `_` in the filter are literal characters, not patterns.
    expect((await findAuditEntries(ctx.sql, { action: 'user%' }, { limit: 10, offset: 0 })).count).toBe(0);
  });

  it('cannot be edited, deleted or truncated, but survives the deletion of its actor', async () => {
    const admin = await createUser(ctx.app, 'admin');
    await recordAudit(ctx.sql, { actorId: admin.id, action: 'plan.archive', targetType: 'plan', targetId: 1 });
    await expect(ctx.sql`update audit_log set action = 'x' where actor_id = ${admin.id}`).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.sql`delete from audit_log where actor_id = ${admin.id}`).rejects.toThrow(/append-only/);
    await expect(ctx.sql`truncate audit_log`).rejects.toThrow(/append-only/);
    const [before] = await ctx.sql<{ id: number }[]>`select id from audit_log where actor_id = ${admin.id}`;
    await ctx.sql`delete from users where id = ${admin.id}`;
    const [after] = await ctx.sql<{ actor_id: number | null; action: string }[]>`
      select actor_id, action from audit_log where id = ${before?.id ?? 0}`;
    expect(after).toEqual({ actor_id: null, action: 'plan.archive' });
  });
});
