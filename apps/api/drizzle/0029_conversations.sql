CREATE TABLE "conversation_blocks" (
	"candidate_user_id" integer NOT NULL,
	"client_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_blocks_candidate_user_id_client_user_id_pk" PRIMARY KEY("candidate_user_id","client_user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender_side" varchar(9) NOT NULL,
	"kind" varchar(24) DEFAULT 'text' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"interview_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_side" CHECK ("conversation_messages"."sender_side" in ('employer', 'candidate'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_candidate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employer_last_read_id" integer DEFAULT 0 NOT NULL,
	"candidate_last_read_id" integer DEFAULT 0 NOT NULL,
	"employer_mailed_at" timestamp with time zone,
	"candidate_mailed_at" timestamp with time zone,
	CONSTRAINT "conversations_card_unique" UNIQUE("offer_candidate_id")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_candidate_id" integer NOT NULL,
	"proposed_by_user_id" integer,
	"slots" jsonb NOT NULL,
	"place" text,
	"online_url" text,
	"note" text DEFAULT '' NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'proposed' NOT NULL,
	"accepted_slot" smallint,
	"response_message" text,
	"responded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" varchar(9),
	"ical_uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ical_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status" CHECK ("interviews"."status" in ('proposed', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "offer_candidate_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_candidate_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_offer_candidate_id_offer_candidates_id_fk" FOREIGN KEY ("offer_candidate_id") REFERENCES "public"."offer_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_offer_candidate_id_offer_candidates_id_fk" FOREIGN KEY ("offer_candidate_id") REFERENCES "public"."offer_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_candidate_notes" ADD CONSTRAINT "offer_candidate_notes_offer_candidate_id_offer_candidates_id_fk" FOREIGN KEY ("offer_candidate_id") REFERENCES "public"."offer_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_candidate_notes" ADD CONSTRAINT "offer_candidate_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_sender_idx" ON "conversation_messages" USING btree ("sender_user_id");--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "interviews_card_idx" ON "interviews" USING btree ("offer_candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_candidate_notes_card_idx" ON "offer_candidate_notes" USING btree ("offer_candidate_id","created_at");