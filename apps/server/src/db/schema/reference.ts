import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Subjects of the Russian Federation by their 2-digit ФНС code (01…99). */
export const regions = pgTable('regions', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

/** ОКВЭД 2 classifier: sections (letters), classes, subclasses, groups … */
export const okved = pgTable('okved', {
  code: varchar('code', { length: 8 }).primaryKey(),
  name: text('name').notNull(),
  section: varchar('section', { length: 1 }).notNull(),
  parentCode: varchar('parent_code', { length: 8 }),
});
