import { boolean, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: varchar('first_name', { length: 80 }).notNull(),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  email: varchar('email', { length: 180 }).notNull(),
  phoneCountry: varchar('phone_country', { length: 2 }).notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
  messageSubject: varchar('message_subject', { length: 200 }).notNull(),
  messageBody: text('message_body').notNull(),
  sendConfirmation: boolean('send_confirmation').notNull().default(false),
  preferredContactTimes: jsonb('preferred_contact_times').$type<number[]>().notNull().default([]),
  locale: varchar('locale', { length: 2 }).notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contact-hour choices of the contact form and wizard step 2. */
export const preferredContactTimes = pgTable('preferred_contact_times', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
});
