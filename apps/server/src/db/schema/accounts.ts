import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, isoDate, ownedBy, serialId, timestamptz } from './columns.ts';

/** People who sign in. `email` is stored lower-cased, so the unique index is case-insensitive in effect. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    birthDate: isoDate('birth_date'),
    position: text('position'),
    phoneNumber: text('phone_number'),
    /** Storage key of the re-encoded avatar, e.g. `avatars/<uuid>.png`. */
    avatarKey: text('avatar_key'),
    /** user | moderator | admin (packages/shared admin contract: what each may open) */
    role: varchar('role', { length: 16 }).notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by an admin: the user's tokens stop working, sign-in is refused, their products are hidden. */
    blockedAt: timestamptz('blocked_at'),
    blockedReason: text('blocked_reason'),
    dateJoined: timestamptz('date_joined').notNull().defaultNow(),
    lastLogin: timestamptz('last_login'),
    /**
     * Carried in every access token; bumped by a password change or reset, so
     * access tokens issued before it are refused at once, not when they expire.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** An email change waiting for its link to be opened: the address, the link token's SHA-256 and its expiry. */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: char('pending_email_token_hash', { length: 64 }),
    pendingEmailExpiresAt: timestamptz('pending_email_expires_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_pending_email_token_key').on(t.pendingEmailTokenHash),
    // The marketplace leaves blocked sellers out of every listing: the few blocked users, read from this index.
    index('users_blocked_idx').on(t.id).where(sql`${t.blockedAt} is not null`),
  ],
);

/**
 * Failed sign-ins counted per client address (`scope = 'address'`) and per
 * account (`scope = 'account'`, the lower-cased email). Kept in PostgreSQL
 * so the count survives a restart and every instance sees the same one.
 * Past a threshold each failure blocks the key for twice as long as the last.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    scope: varchar('scope', { length: 16 }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamptz('last_failed_at').notNull().defaultNow(),
    blockedUntil: timestamptz('blocked_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('sign_in_failures_last_idx').on(t.lastFailedAt)],
);

/**
 * Every refresh token issued, by its `jti`. Tokens of one sign-in form a
 * family: each refresh marks its token used and issues the next one; a used
 * token presented again revokes the whole family (the token was stolen or
 * replayed).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    familyId: uuid('family_id').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Password reset links: only the SHA-256 of the token is kept, so a database leak cannot reset passwords. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** A user's friends list: one direction, owned by `user_id`. */
export const friends = pgTable(
  'friends',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    friendId: ownedBy('friend_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('friends_user_friend_key').on(t.userId, t.friendId)],
);

/** A stored upload of an application: where it lives and what the user called it. */
export type TStoredFile = { key: string; name: string; contentType: string; size: number };

/**
 * Seller applications (`ticket-company-binding`): the user asks to become the
 * representative of a company. Approval sets `companies.representative_id`.
 */
export const companyBindings = pgTable(
  'company_bindings',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    /**
     * The subject's row — a legal entity (`company_id`) or a sole trader (`entrepreneur_id`) — and its ИНН as
     * the user gave it (kept even if the row is re-imported).
     */
    companyId: bigintNumber('company_id'),
    entrepreneurId: bigintNumber('entrepreneur_id'),
    inn: varchar('inn', { length: 12 }).notNull(),
    /** pending | approved | rejected | transferred (approved, then the subject was handed to another user) */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    files: jsonb('files').$type<Record<'passport' | 'contract' | 'document', TStoredFile>>().notNull(),
    createdAt: createdAt(),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: bigintNumber('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('company_bindings_user_idx').on(t.userId, t.createdAt),
    index('company_bindings_status_idx').on(t.status, t.createdAt),
    // One open application per user and company: a double submit cannot queue two.
    uniqueIndex('company_bindings_pending_key').on(t.userId, t.companyId).where(sql`status = 'pending'`),
    uniqueIndex('company_bindings_pending_entrepreneur_key')
      .on(t.userId, t.entrepreneurId)
      .where(sql`status = 'pending'`),
    check('company_bindings_one_subject', sql`num_nonnulls(${t.companyId}, ${t.entrepreneurId}) = 1`),
  ],
);
