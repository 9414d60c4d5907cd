import { CONTACT_KINDS } from '@rihla/shared/contracts/parents';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

/** The account holder of a family: pays, is called, is linked to the children. */
export const parents = pgTable(
  'parents',
  {
    ...entityColumns(),
    name: text('name').notNull(),
    /** E.164 `+9665XXXXXXXX`; one parent per phone (approving a request links by it). */
    phone: text('phone').notNull(),
    email: text('email'),
    nationalId: text('national_id'),
    address: text('address'),
    /** What the family owes (positive) or has in credit (negative), in halalas; finance moves it. */
    balanceHalalas: integer('balance_halalas').notNull().default(0),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`rihla_fold(name || ' ' || phone || ' ' || coalesce(email, '') || ' ' || coalesce(national_id, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('parents_phone_unique').on(t.phone),
    uniqueIndex('parents_national_id_unique').on(t.nationalId),
    index('parents_name_idx').on(t.name),
    index('parents_balance_idx').on(t.balanceHalalas),
    index('parents_created_at_idx').on(t.createdAt),
    index('parents_email_idx').on(t.email),
    index('parents_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

/** Other guardians of the children, and people the parent authorises to pick them up. */
export const parentContacts = pgTable(
  'parent_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    phone: text('phone').notNull(),
    /** A guardian's address for a sign-in link to the families' app (ADR 0075). */
    email: text('email'),
    nationalId: text('national_id'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('parent_contacts_parent_idx').on(t.parentId, t.position),
    /** A guardian signs in with their phone: it is one guardian's only (and no parent's, checked on save). */
    uniqueIndex('parent_contacts_guardian_phone_unique').on(t.phone).where(sql`${t.kind} = 'guardian'`),
    index('parent_contacts_email_idx').on(t.email),
  ],
);
