import type { AccountType } from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { FeatureContext } from '../context.ts';
import type { ReferenceCatalogueStore } from '../reference/index.ts';
import type { PurchasedCandidateIds } from './card-access.ts';

/** What the conversations' and interviews' services need; the shop's purchases are handed in where the app is composed. */
export interface ConversationsDeps {
  db: Database;
  outbox: Outbox;
  catalogue: ReferenceCatalogueStore;
  now: () => Date;
  publicUrl: string;
  purchasedCandidateIds: PurchasedCandidateIds;
}

/** The signed-in caller of a conversation's or an interview's route. */
export interface Caller {
  userId: number;
  accountType: AccountType;
}

export type ConversationsContext = FeatureContext & { purchasedCandidateIds: PurchasedCandidateIds };

export function conversationsDeps(context: ConversationsContext): ConversationsDeps {
  return {
    db: context.db,
    outbox: context.outbox,
    catalogue: context.catalogue,
    now: context.now,
    publicUrl: context.config.PUBLIC_URL,
    purchasedCandidateIds: context.purchasedCandidateIds,
  };
}
