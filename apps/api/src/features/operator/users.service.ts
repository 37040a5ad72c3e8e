import {
  ACCOUNT_TYPE_OF,
  AccountType,
  OPERATOR_USERS_PAGE_SIZE,
  type OperatorUserDetail,
  type OperatorUserPage,
  type OperatorUserQuery,
  type OperatorUserRow,
  type OperatorUserType,
  StatusId,
} from '@trades/contracts';
import { type SQL, and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { callingCodeOf } from '../../infra/phone/phone.ts';
import { compactTaxId } from '../accounts/index.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { shopOrders } from '../shop/shop.tables.ts';

/*
 * The operator's account search and account page (issue 26). What is read is named column by
 * column: never a password hash, a second factor's secret or a token.
 */

/**
 * Letters folded for the search: case, and the Polish, Nordic and German diacritics, so "lodz"
 * finds "Łódź" whatever the database's collation (lower() of a C-collated database folds ASCII only).
 */
const FOLD_FROM = 'ąćęłńóśźżäöüåøéĄĆĘŁŃÓŚŹŻÄÖÜÅØÉ';
const FOLD_TO = 'acelnoszzaouaoeacelnoszzaouaoe';

function foldSql(column: SQL | typeof users.email): SQL {
  return sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;
}

/** The query folded as the columns are, in JavaScript, which lowers every script. */
export function foldSearchText(text: string): string {
  const lowered = text.toLowerCase();
  let folded = '';
  for (const char of lowered) {
    const at = FOLD_FROM.indexOf(char);
    folded += at >= 0 ? FOLD_TO[at] : char;
  }
  return folded;
}

const contains = (column: SQL | typeof users.email, folded: string) => sql`strpos(${foldSql(column)}, ${folded}) > 0`;

function searchCondition(q: string): SQL | undefined {
  const folded = foldSearchText(q.trim());
  if (folded === '') return undefined;
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const matches: SQL[] = [contains(users.email, folded), contains(fullName, folded), contains(sql`coalesce(${clientProfiles.name}, '')`, folded)];
  // A tax id is found with or without its dashes, spaces or country prefix's case: both sides compacted.
  const taxId = compactTaxId(q);
  if (/\d/.test(taxId)) {
    matches.push(sql`strpos(regexp_replace(upper(coalesce(${clientProfiles.licTradNum}, '')), '[^A-Z0-9]', '', 'g'), ${taxId}) > 0`);
  }
  return or(...matches);
}

function statusCondition(status: OperatorUserQuery['status']): SQL | undefined {
  if (status === 'blocked') return isNotNull(users.blockedAt);
  if (status === 'unconfirmed') return and(isNull(users.blockedAt), eq(users.isEmailConfirmed, false));
  if (status === 'active') return and(isNull(users.blockedAt), eq(users.isEmailConfirmed, true));
  return undefined;
}

const TYPE_OF: Record<AccountType, OperatorUserType> = {
  [AccountType.Candidate]: 'candidate',
  [AccountType.Client]: 'client',
  [AccountType.Operator]: 'operator',
};

const rowColumns = {
  id: users.id,
  accountType: users.accountType,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: clientProfiles.name,
  taxId: clientProfiles.licTradNum,
  createdAt: users.createdAt,
  lastSignedInAt: users.lastSignedInAt,
  isEmailConfirmed: users.isEmailConfirmed,
  blockedAt: users.blockedAt,
  blockReason: users.blockReason,
};
const selectUsers = (db: Executor) => db.select(rowColumns).from(users).leftJoin(clientProfiles, eq(clientProfiles.userId, users.id));
type RowData = Awaited<ReturnType<typeof selectUsers>>[number];

function presentRow(row: RowData): OperatorUserRow {
  return {
    id: row.id,
    type: TYPE_OF[row.accountType],
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    taxId: row.taxId === null || row.taxId === '' ? null : row.taxId,
    createdAt: row.createdAt.toISOString(),
    lastSignedInAt: row.lastSignedInAt.toISOString(),
    isEmailConfirmed: row.isEmailConfirmed,
    blocked: row.blockedAt === null ? null : { at: row.blockedAt.toISOString(), reason: row.blockReason ?? '' },
  };
}

/** GET /v1/operator/users: newest accounts first, a page of OPERATOR_USERS_PAGE_SIZE, with the total. */
export async function searchUsers(db: Executor, query: OperatorUserQuery): Promise<OperatorUserPage> {
  const where = and(
    query.q === undefined ? undefined : searchCondition(query.q),
    query.type === undefined ? undefined : eq(users.accountType, ACCOUNT_TYPE_OF[query.type]),
    statusCondition(query.status),
  );
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(OPERATOR_USERS_PAGE_SIZE)
      .offset((query.page - 1) * OPERATOR_USERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).leftJoin(clientProfiles, eq(clientProfiles.userId, users.id)).where(where),
  ]);
  return { items: rows.map(presentRow), page: query.page, pageSize: OPERATOR_USERS_PAGE_SIZE, total: Number(total?.total ?? 0) };
}

/** The status groups of the account page's offer counts. */
const OFFER_GROUP: Partial<Record<number, keyof OperatorUserDetail['counts']['offers']>> = {
  [StatusId.Draft]: 'draft',
  [StatusId.Verification]: 'waiting',
  [StatusId.Verified]: 'waiting',
  [StatusId.Paid]: 'waiting',
  [StatusId.Active]: 'active',
  [StatusId.Inactive]: 'ended',
  [StatusId.Archived]: 'ended',
  [StatusId.Withdrawn]: 'ended',
};

/** GET /v1/operator/users/{id}: the account with its offers, orders and applications counted; 404 for none. */
export async function userDetail(db: Executor, userId: number): Promise<OperatorUserDetail> {
  const [[row], offerRows, [orders], [sent], [received]] = await Promise.all([
    db
      .select({ ...rowColumns, locale: users.locale, phoneCountry: users.phoneCountry, phoneNumber: users.phoneNumber })
      .from(users)
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(eq(users.id, userId)),
    db.select({ status: offers.status, count: count() }).from(offers).where(eq(offers.clientUserId, userId)).groupBy(offers.status),
    db
      .select({
        total: count(),
        paid: sql<number>`count(*) filter (where ${shopOrders.paidAt} is not null)`,
        paidGross: sql<number>`coalesce(sum(${shopOrders.totalGross}) filter (where ${shopOrders.paidAt} is not null), 0)`,
      })
      .from(shopOrders)
      .where(eq(shopOrders.clientUserId, userId)),
    db.select({ count: count() }).from(offerCandidates).where(and(eq(offerCandidates.candidateUserId, userId), isNotNull(offerCandidates.appliedAt))),
    db
      .select({ count: count() })
      .from(offerCandidates)
      .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
      .where(and(eq(offers.clientUserId, userId), isNotNull(offerCandidates.appliedAt))),
  ]);
  if (!row) throw AppError.notFound();
  const offerCounts = { draft: 0, waiting: 0, active: 0, ended: 0 };
  for (const group of offerRows) {
    const key = OFFER_GROUP[group.status];
    if (key) offerCounts[key] += Number(group.count);
  }
  const callingCode = row.phoneCountry ? callingCodeOf(row.phoneCountry) : undefined;
  return {
    ...presentRow(row),
    locale: row.locale,
    phone: row.phoneNumber ? [callingCode, row.phoneNumber].filter(Boolean).join(' ') : null,
    counts: {
      offers: offerCounts,
      orders: { total: Number(orders?.total ?? 0), paid: Number(orders?.paid ?? 0), paidGross: Number(orders?.paidGross ?? 0) },
      applicationsSent: Number(sent?.count ?? 0),
      applicationsReceived: Number(received?.count ?? 0),
    },
  };
}
